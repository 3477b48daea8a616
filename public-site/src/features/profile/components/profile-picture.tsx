import { useRef, useState, type ChangeEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { profileWords, type ProfileWords } from '@/content/profile-words';
import {
  deleteProfileImage,
  PROFILE_IMAGE_TYPES,
  profileImageProblem,
  uploadProfileImage,
} from '@/features/profile/api/profile-image';
import { type ProfileUser } from '@/features/profile/types';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { ApiError } from '@/lib/api-client';
import styles from '@/features/profile/components/profile.module.css';
import { storageUrl } from '@/lib/storage-url';

export interface ProfilePictureProps {
  user: ProfileUser;
  /** Called with the account as the server answered it after a change. */
  onChange: (user: ProfileUser) => void | Promise<void>;
}

type Busy = 'uploading' | 'removing' | null;

// The server's 422 says what is wrong with the file (in English); other failures are said here.
function messageOf(error: unknown, w: ProfileWords['picture']): string {
  if (error instanceof ApiError && error.status < 500) {
    return error.errors?.profile_image ?? error.message;
  }
  return w.failed;
}

/** The profile picture with its change and remove buttons (initials when there is none). */
export function ProfilePicture({ user, onChange }: ProfilePictureProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const hasPicture = Boolean(user.profile_image);
  const w = useContent(profileWords).picture;
  const locale = useLocale();

  const run = async (kind: Exclude<Busy, null>, call: () => Promise<ProfileUser>) => {
    setBusy(kind);
    setError(null);
    try {
      await onChange(await call());
    } catch (failure) {
      setError(messageOf(failure, w));
    } finally {
      setBusy(null);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      // The check speaks English; on Arabic pages its two cases are said in Arabic.
      setError(
        locale === 'en'
          ? problem
          : PROFILE_IMAGE_TYPES.includes(file.type)
            ? w.tooBig
            : w.wrongType,
      );
      return;
    }
    void run('uploading', () => uploadProfileImage(user.id, file));
  };

  return (
    <div className={styles.picture} aria-busy={busy !== null}>
      <Avatar
        name={user.name}
        src={storageUrl(user.profile_image)}
        size={88}
        alt={hasPicture ? w.yours : ''}
        className={styles.pictureImage}
      />
      <div className={styles.pictureControls}>
        <div className={styles.pictureActions}>
          <Button
            variant="secondary"
            size="small"
            disabled={busy !== null}
            onClick={() => input.current?.click()}
          >
            {busy === 'uploading' ? w.uploading : hasPicture ? w.change : w.add}
          </Button>
          {hasPicture && (
            <Button
              variant="outline"
              size="small"
              disabled={busy !== null}
              onClick={() => void run('removing', () => deleteProfileImage(user.id))}
            >
              {busy === 'removing' ? w.removing : w.remove}
            </Button>
          )}
        </div>
        <p className={styles.pictureHint}>{w.hint}</p>
        <input
          ref={input}
          type="file"
          name="profile_image"
          accept={PROFILE_IMAGE_TYPES.join(',')}
          aria-label={w.file}
          hidden
          onChange={onFile}
        />
      </div>
      {error && (
        <div className={styles.pictureError}>
          <ErrorAlert>{error}</ErrorAlert>
        </div>
      )}
    </div>
  );
}
