import { Link } from 'react-router-dom';
import { Form } from '@/components/form/form';
import { FormSubmit } from '@/components/form/form-submit';
import { useForm } from '@/components/form/use-form';
import { RequiredNote } from '@/components/ui/missing-list';
import { TextField } from '@/components/ui/text-field';
import { loginErrorMessage, useLogin, type LoginInput } from '@/features/auth/api/login';
import { type User } from '@/features/auth/types';
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

  const onSubmit = async () => {
    const user = await trigger({ ...values, email_or_phone: values.email_or_phone.trim() });
    if (user) onSuccess(user);
  };

  return (
    <Form
      form={form}
      className={styles.form}
      pending={isMutating}
      pendingLabel="Signing in"
      onSubmit={onSubmit}
    >
      <h1 className={styles.title}>Sign in</h1>
      <p className={styles.intro}>
        Welcome back. Sign in to book courses and follow your training.
      </p>
      <RequiredNote />
      <TextField label="Email or phone" autoComplete="username" {...bind('email_or_phone')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...bind('password')}
      />
      <p className={styles.forgot}>
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <FormSubmit error={error && loginErrorMessage(error)}>Login</FormSubmit>
      <p className={styles.switch}>
        Don&apos;t have an account? <Link to={registerHref}>Register</Link>
      </p>
    </Form>
  );
}
