import { Link } from 'react-router-dom';
import { Form } from '@/components/form/form';
import { FormSubmit } from '@/components/form/form-submit';
import { useForm } from '@/components/form/use-form';
import { RequiredNote } from '@/components/ui/missing-list';
import { TextField } from '@/components/ui/text-field';
import { loginErrorMessage, useLogin, type LoginInput } from '@/features/auth/api/login';
import { type User } from '@/features/auth/types';
import { signInPage } from '@/content/sign-in';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { ApiError } from '@/lib/api-client';
import { type FormRules } from '@/lib/field-rules';
import styles from '@/features/auth/components/auth-form.module.css';

export interface LoginFormProps {
  onSuccess: (user: User) => void;
  registerHref: string;
}

/** Email-or-phone and password are required (spec §5). */
const rules: FormRules<LoginInput> = {
  email_or_phone: { label: 'email or phone' },
  password: { label: 'password' },
};

export function LoginForm({ onSuccess, registerHref }: LoginFormProps) {
  const form = useForm<LoginInput>(
    { email_or_phone: '', password: '' },
    { rules, prerendered: true },
  );
  const { values, bind } = form;
  const { trigger, isMutating, error } = useLogin();
  const t = useContent(signInPage).login;
  const locale = useLocale();
  // A 422 or 429 is the server's own (English) sentence; the others are said in the page's language.
  const problem = (cause: unknown) =>
    locale === 'en'
      ? loginErrorMessage(cause)
      : cause instanceof ApiError && cause.status === 401
        ? t.wrong
        : cause instanceof ApiError && (cause.status === 422 || cause.status === 429)
          ? cause.message
          : t.failed;

  const onSubmit = async () => {
    const user = await trigger({ ...values, email_or_phone: values.email_or_phone.trim() });
    if (user) onSuccess(user);
  };

  return (
    <Form
      form={form}
      className={styles.form}
      pending={isMutating}
      pendingLabel={t.signingIn}
      onSubmit={onSubmit}
    >
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <RequiredNote />
      <TextField label={t.emailOrPhone} autoComplete="username" {...bind('email_or_phone')} />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        {...bind('password')}
      />
      <p className={styles.forgot}>
        <Link to="/forgot-password">{t.forgot}</Link>
      </p>
      <FormSubmit error={error && problem(error)}>{t.submit}</FormSubmit>
      <p className={styles.switch}>
        {t.noAccount} <Link to={registerHref}>{t.register}</Link>
      </p>
    </Form>
  );
}
