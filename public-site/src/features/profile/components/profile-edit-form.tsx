import { useState, type FormEvent } from 'react';
import { digitsOnly } from '@/lib/field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile, type ProfileInput } from '@/features/profile/api/update-profile';
import { PASSWORD_HINT, passwordRuleError } from '@/lib/password-rule';
import { canSubmitProfile, needsCurrentPassword } from '@/features/profile/lib/profile-rules';
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
  const { trigger, isMutating, error, reset } = useUpdateProfile(user.id);
  // The length rule is checked here first, with the server's own message (DECISIONS 16).
  const [ruleError, setRuleError] = useState<string>();
  const complete = canSubmitProfile(values, user.email);
  const askCurrent = needsCurrentPassword(values, user.email);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || isMutating) return;
    const broken = values.password === '' ? undefined : passwordRuleError(values.password);
    setRuleError(broken);
    if (broken) {
      reset();
      return;
    }
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
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
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
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required={values.password !== ''}
            {...field('password_confirmation')}
          />
        </div>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required={askCurrent}
          aria-describedby="profile-current-hint"
          {...field('current_password')}
        />
        <p className={styles.hint} id="profile-current-hint">
          Needed to change your password or your email.
        </p>
      </fieldset>

      {ruleError !== undefined && <ErrorAlert>{ruleError}</ErrorAlert>}
      {ruleError === undefined && error !== undefined && <ErrorAlert>{error.message}</ErrorAlert>}

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
