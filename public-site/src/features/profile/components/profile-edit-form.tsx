import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile, type ProfileInput } from '@/features/profile/api/update-profile';
import { canSubmitProfile } from '@/features/profile/lib/profile-rules';
import { type ProfileUser } from '@/features/profile/types';
import styles from '@/features/profile/components/profile.module.css';

export interface ProfileEditFormProps {
  user: ProfileUser;
  /** Called once the server has saved the changes. */
  onSaved: () => void | Promise<void>;
}

/** Profile edit (spec §2): prefilled from the account; the role is never sent (DECISIONS 1). */
export function ProfileEditForm({ user, onSaved }: ProfileEditFormProps) {
  const [values, setValues] = useState<ProfileInput>({
    name: user.name,
    email: user.email,
    phone: user.phone,
    company: user.company ?? '',
    password: '',
    password_confirmation: '',
  });
  const { trigger, isMutating, error } = useUpdateProfile(user.id);
  const complete = canSubmitProfile(values);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    const next = name === 'phone' ? value.replace(/\D/g, '') : value;
    setValues((previous) => ({ ...previous, [name]: next }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || isMutating) return;
    if (await trigger(values)) await onSaved();
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isMutating}
      aria-labelledby="profile-edit-title"
      noValidate
    >
      {isMutating && <SpinnerOverlay label="Saving your profile" />}
      <h2 id="profile-edit-title" className={styles.sectionTitle}>
        Your details
      </h2>
      <div className={styles.formRow}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={onChange}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={onChange}
        />
      </div>
      <div className={styles.formRow}>
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          value={values.phone}
          onChange={onChange}
        />
        <TextField
          label="Company"
          name="company"
          autoComplete="organization"
          optional
          value={values.company}
          onChange={onChange}
        />
      </div>

      <fieldset className={styles.fieldset}>
        <legend>Change password</legend>
        <p className={styles.hint}>Leave both fields empty to keep your current password.</p>
        <div className={styles.formRow}>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={onChange}
          />
          <TextField
            label="Confirm password"
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            required={values.password !== ''}
            value={values.password_confirmation}
            onChange={onChange}
          />
        </div>
      </fieldset>

      {error !== undefined && <ErrorAlert>{error.message}</ErrorAlert>}

      <div className={styles.formActions}>
        <Button type="submit" disabled={!complete || isMutating}>
          Update
        </Button>
        <Link to="/profile" className={buttonClassName({ variant: 'secondary' })}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
