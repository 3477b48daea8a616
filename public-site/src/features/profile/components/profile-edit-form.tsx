import { useMemo, type FormEvent } from 'react';
import { digitsOnly } from '@/lib/field-rules';
import { useFieldRules } from '@/lib/use-field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { MissingList, RequiredNote } from '@/components/ui/missing-list';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile, type ProfileInput } from '@/features/profile/api/update-profile';
import { PASSWORD_HINT } from '@/lib/password-rule';
import { profileRules } from '@/features/profile/lib/profile-rules';
import { type ProfileUser } from '@/features/profile/types';
import styles from '@/features/profile/components/profile.module.css';

export interface ProfileEditFormProps {
  user: ProfileUser;
  /** Called once the server has saved the changes. */
  onSaved: () => void | Promise<void>;
}

/** Profile edit (spec §2): prefilled from the account; the role is never sent (DECISIONS 1). */
export function ProfileEditForm({ user, onSaved }: ProfileEditFormProps) {
  const { values, field } = useFormValues<ProfileInput>(
    {
      name: user.name,
      email: user.email,
      phone: user.phone,
      company: user.company ?? '',
      password: '',
      password_confirmation: '',
      current_password: '',
    },
    { phone: digitsOnly },
  );
  const { trigger, isMutating, error } = useUpdateProfile(user.id);
  const rules = useMemo(() => profileRules(user.email), [user.email]);
  const { complete, missing, missingId, rulesFor } = useFieldRules(values, rules);

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
      <RequiredNote />
      <div className={styles.formRow}>
        <TextField label="Name" autoComplete="name" {...field('name')} {...rulesFor('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email')}
          {...rulesFor('email')}
        />
      </div>
      <div className={styles.formRow}>
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextField label="Company" autoComplete="organization" optional {...field('company')} />
      </div>

      <fieldset className={styles.fieldset}>
        <legend>Change password</legend>
        <p className={styles.hint} id="profile-password-hint">
          {PASSWORD_HINT}. Leave both fields empty to keep your current password.
        </p>
        <div className={styles.formRow}>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            aria-describedby="profile-password-hint"
            {...field('password')}
            {...rulesFor('password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            {...field('password_confirmation')}
            {...rulesFor('password_confirmation')}
          />
        </div>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your password or your email."
          {...field('current_password')}
          {...rulesFor('current_password')}
        />
      </fieldset>

      {error !== undefined && <ErrorAlert>{error.message}</ErrorAlert>}

      <div className={styles.formActions}>
        <Button
          type="submit"
          disabled={!complete || isMutating}
          aria-describedby={complete ? undefined : missingId}
        >
          Update
        </Button>
        <Link to="/profile" className={buttonClassName({ variant: 'secondary' })}>
          Cancel
        </Link>
      </div>
      <MissingList id={missingId} missing={missing} />
    </form>
  );
}
