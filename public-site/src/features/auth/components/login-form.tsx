import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { loginErrorMessage, useLogin, type LoginInput } from '@/features/auth/api/login';
import { type User } from '@/features/auth/types';
import styles from '@/features/auth/components/auth-form.module.css';

export interface LoginFormProps {
  onSuccess: (user: User) => void;
  registerHref: string;
}

export function LoginForm({ onSuccess, registerHref }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ email_or_phone: '', password: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  const { trigger, isMutating, error } = useLogin();
  const complete = values.email_or_phone.trim() !== '' && values.password !== '';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || isMutating) return;
    const user = await trigger({ ...values, email_or_phone: values.email_or_phone.trim() });
    if (user) onSuccess(user);
  };

  return (
    <form
      className={styles.form}
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isMutating}
    >
      {isMutating && <SpinnerOverlay label="Signing in" />}
      <h1 className={styles.title}>Sign in</h1>
      <p className={styles.intro}>
        Welcome back. Sign in to book courses and follow your training.
      </p>
      <TextField
        label="Email or phone"
        name="email_or_phone"
        autoComplete="username"
        required
        value={values.email_or_phone}
        onChange={onChange}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={onChange}
      />
      {error !== undefined && <ErrorAlert>{loginErrorMessage(error)}</ErrorAlert>}
      <Button type="submit" block disabled={!complete || isMutating}>
        Login
      </Button>
      <p className={styles.switch}>
        Don&apos;t have an account? <Link to={registerHref}>Register</Link>
      </p>
    </form>
  );
}
