import { useRef, type FormEvent } from 'react';
import { allFilled } from '@/lib/field-rules';
import { useFormValues } from '@/lib/use-form-values';
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
  const { values, setValues, field } = useFormValues<LoginInput>({
    email_or_phone: '',
    password: '',
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  const { trigger, isMutating, error } = useLogin();
  const complete = allFilled(values.email_or_phone) && values.password !== '';

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
        autoComplete="username"
        required
        {...field('email_or_phone')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
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
