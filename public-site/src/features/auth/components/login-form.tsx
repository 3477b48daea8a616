import { useRef, type FormEvent } from 'react';
import { type FormRules } from '@/lib/field-rules';
import { useFieldRules } from '@/lib/use-field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MissingList, RequiredNote } from '@/components/ui/missing-list';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { loginErrorMessage, useLogin, type LoginInput } from '@/features/auth/api/login';
import { type User } from '@/features/auth/types';
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
  const { values, setValues, field } = useFormValues<LoginInput>({
    email_or_phone: '',
    password: '',
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  const { trigger, isMutating, error } = useLogin();
  const { complete, missing, missingId, rulesFor } = useFieldRules(values, rules);

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
      noValidate
    >
      {isMutating && <SpinnerOverlay label="Signing in" />}
      <h1 className={styles.title}>Sign in</h1>
      <p className={styles.intro}>
        Welcome back. Sign in to book courses and follow your training.
      </p>
      <RequiredNote />
      <TextField
        label="Email or phone"
        autoComplete="username"
        {...field('email_or_phone')}
        {...rulesFor('email_or_phone')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
        {...rulesFor('password')}
      />
      <p className={styles.forgot}>
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      {error !== undefined && <ErrorAlert>{loginErrorMessage(error)}</ErrorAlert>}
      <Button
        type="submit"
        block
        disabled={!complete || isMutating}
        aria-describedby={complete ? undefined : missingId}
      >
        Login
      </Button>
      <MissingList id={missingId} missing={missing} />
      <p className={styles.switch}>
        Don&apos;t have an account? <Link to={registerHref}>Register</Link>
      </p>
    </form>
  );
}
