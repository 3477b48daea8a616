import { Link } from 'react-router-dom';
import { FieldRow, Form } from '@/components/form/form';
import { FormSubmit } from '@/components/form/form-submit';
import { useForm } from '@/components/form/use-form';
import { RequiredNote } from '@/components/ui/missing-list';
import { TextField } from '@/components/ui/text-field';
import { accountWords } from '@/content/account-words';
import {
  registerErrorMessage,
  useRegister,
  type RegisterInput,
} from '@/features/auth/api/register';
import { type User } from '@/features/auth/types';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import { ApiError } from '@/lib/api-client';
import { digitsOnly, emailProblem, MISMATCH_MESSAGE, type FormRules } from '@/lib/field-rules';
import { PASSWORD_MAX, PASSWORD_MIN, passwordRuleError } from '@/lib/password-rule';
import styles from '@/features/auth/components/auth-form.module.css';

export interface RegisterFormProps {
  onSuccess: (user: User) => void;
  loginHref: string;
}

const empty: RegisterInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  password: '',
  password_confirmation: '',
};

/**
 * Every field but company is required and the email must look like one (spec §5); the password
 * rule is the server's own (DECISIONS 16); a mismatched confirmation is caught here too, so all
 * of a visitor's mistakes show at once instead of one per round trip.
 */
const rules: FormRules<RegisterInput> = {
  name: { label: 'full name' },
  email: { label: 'email', check: emailProblem },
  phone: { label: 'phone' },
  password: { label: 'password', check: passwordRuleError },
  password_confirmation: {
    label: 'matching password confirmation',
    check: (value, values) => (value === values.password ? undefined : MISMATCH_MESSAGE),
  },
};

export function RegisterForm({ onSuccess, loginHref }: RegisterFormProps) {
  // The phone is numeric (spec §5).
  const form = useForm(empty, { rules, cleaners: { phone: digitsOnly }, prerendered: true });
  const { values, bind } = form;
  const { trigger, isMutating, error } = useRegister();
  // The account's mails go out in the language of the site it registered on.
  const locale = useLocale();
  const words = useContent(accountWords);
  const w = words.register;
  // A 422 or 429 is the server's own sentence; other failures are said in the page's language.
  const problem = (cause: unknown) =>
    locale === 'en' || (cause instanceof ApiError && [422, 429].includes(cause.status))
      ? registerErrorMessage(cause)
      : words.answers.failed;

  const onSubmit = async () => {
    const user = await trigger({
      ...values,
      locale,
      name: values.name.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
    });
    if (user) onSuccess(user);
  };

  return (
    <Form
      form={form}
      className={styles.form}
      pending={isMutating}
      pendingLabel={w.creating}
      onSubmit={onSubmit}
    >
      <h1 className={styles.title}>{w.title}</h1>
      <p className={styles.intro}>{w.intro}</p>
      <RequiredNote />
      <TextField label={w.fullName} autoComplete="name" {...bind('name')} />
      <TextField label={w.email} type="email" autoComplete="email" {...bind('email')} />
      <FieldRow>
        <TextField
          label={w.phone}
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          {...bind('phone')}
        />
        <TextField label={w.company} optional autoComplete="organization" {...bind('company')} />
      </FieldRow>
      <TextField
        label={w.password}
        type="password"
        autoComplete="new-password"
        hint={fill(words.passwordLength, { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        {...bind('password')}
      />
      <TextField
        label={w.confirm}
        type="password"
        autoComplete="new-password"
        {...bind('password_confirmation')}
      />
      <FormSubmit error={error && problem(error)}>{w.submit}</FormSubmit>
      <p className={styles.switch}>
        {w.haveAccount} <Link to={loginHref}>{w.login}</Link>
      </p>
    </Form>
  );
}
