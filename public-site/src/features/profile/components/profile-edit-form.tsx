import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { FieldRow, Form } from '@/components/form/form';
import { FormSubmit } from '@/components/form/form-submit';
import { SelectField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { buttonClassName } from '@/components/ui/button';
import { RequiredNote } from '@/components/ui/missing-list';
import { TextField } from '@/components/ui/text-field';
import { profileWords } from '@/content/profile-words';
import { useUpdateProfile, type ProfileInput } from '@/features/profile/api/update-profile';
import { profileRules } from '@/features/profile/lib/profile-rules';
import { type ProfileUser } from '@/features/profile/types';
import { useContent } from '@/i18n/content';
import { fill } from '@/i18n/text';
import { digitsOnly } from '@/lib/field-rules';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/password-rule';
import styles from '@/features/profile/components/profile.module.css';

export interface ProfileEditFormProps {
  user: ProfileUser;
  /** Called once the server has saved the changes. */
  onSaved: () => void | Promise<void>;
}

/** The languages an account can read its mails in, each named in itself. */
const LANGUAGES = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
] as const;

/** Profile edit (spec §2): prefilled from the account; the role is never sent (DECISIONS 1). */
export function ProfileEditForm({ user, onSaved }: ProfileEditFormProps) {
  const words = useContent(profileWords);
  const w = words.edit;
  const passwordRule = fill(words.passwordLength, { min: PASSWORD_MIN, max: PASSWORD_MAX });
  const rules = useMemo(() => profileRules(user.email), [user.email]);
  const form = useForm<ProfileInput>(
    {
      name: user.name,
      email: user.email,
      phone: user.phone,
      company: user.company ?? '',
      password: '',
      password_confirmation: '',
      current_password: '',
      locale: user.locale ?? 'en',
    },
    { rules, cleaners: { phone: digitsOnly } },
  );
  const { values, bind } = form;
  const { trigger, isMutating, error } = useUpdateProfile(user.id);

  const onSubmit = async () => {
    if (await trigger(values)) await onSaved();
  };

  return (
    <Form
      form={form}
      pending={isMutating}
      pendingLabel={w.saving}
      onSubmit={onSubmit}
      aria-labelledby="profile-edit-title"
    >
      <h2 id="profile-edit-title" className={styles.sectionTitle}>
        {w.yourDetails}
      </h2>
      <RequiredNote />
      <FieldRow>
        <TextField label={w.name} autoComplete="name" {...bind('name')} />
        <TextField label={w.email} type="email" autoComplete="email" {...bind('email')} />
      </FieldRow>
      <FieldRow>
        <TextField
          label={w.phone}
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          {...bind('phone')}
        />
        <TextField label={w.company} autoComplete="organization" optional {...bind('company')} />
      </FieldRow>
      <SelectField
        label={words.accountLanguage.label}
        hint={words.accountLanguage.hint}
        name="locale"
        options={LANGUAGES}
        value={values.locale}
        onChange={(event) => {
          const locale = event.target.value;
          form.setValues((previous) => ({ ...previous, locale }));
        }}
      />

      <fieldset className={styles.fieldset}>
        <legend>{w.changePassword}</legend>
        <p className={styles.hint} id="profile-password-hint">
          {fill(w.passwordHint, { rule: passwordRule })}
        </p>
        <FieldRow>
          <TextField
            label={w.newPassword}
            type="password"
            autoComplete="new-password"
            aria-describedby="profile-password-hint"
            {...bind('password')}
          />
          <TextField
            label={w.confirmPassword}
            type="password"
            autoComplete="new-password"
            {...bind('password_confirmation')}
          />
        </FieldRow>
        <TextField
          label={w.currentPassword}
          type="password"
          autoComplete="current-password"
          hint={w.currentPasswordHint}
          {...bind('current_password')}
        />
      </fieldset>

      <FormSubmit
        error={error?.message}
        block={false}
        beside={
          <Link to="/profile" className={buttonClassName({ variant: 'secondary' })}>
            {w.cancel}
          </Link>
        }
      >
        {w.update}
      </FormSubmit>
    </Form>
  );
}
