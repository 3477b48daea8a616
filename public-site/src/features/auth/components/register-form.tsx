import { useRef, useState, type FormEvent } from 'react';
import { allFilled, digitsOnly } from '@/lib/field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import {
  registerErrorMessage,
  useRegister,
  type RegisterInput,
} from '@/features/auth/api/register';
import { PASSWORD_HINT, passwordRuleError } from '@/lib/password-rule';
import { type User } from '@/features/auth/types';
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

/** Every field but company is required (spec §5). */
function isComplete(values: RegisterInput): boolean {
  return (
    allFilled(values.name, values.email) &&
    values.phone !== '' &&
    values.password !== '' &&
    values.password_confirmation !== ''
  );
}

export function RegisterForm({ onSuccess, loginHref }: RegisterFormProps) {
  // The phone is numeric (spec §5).
  const { values, setValues, field } = useFormValues(empty, { phone: digitsOnly });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  const { trigger, isMutating, error, reset } = useRegister();
  // The length rule is checked here first, with the server's own message (DECISIONS 16).
  const [ruleError, setRuleError] = useState<string>();
  const complete = isComplete(values);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || isMutating) return;
    const broken = passwordRuleError(values.password);
    setRuleError(broken);
    if (broken) {
      reset();
      return;
    }
    const user = await trigger({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
    });
    if (user) onSuccess(user);
  };

  return (
    <form
      className={styles.form}
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isMutating}
    >
      {isMutating && <SpinnerOverlay label="Creating your account" />}
      <h1 className={styles.title}>Create your account</h1>
      <p className={styles.intro}>Register to book training courses and keep a wishlist.</p>
      <TextField label="Full name" autoComplete="name" required {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <div className={styles.row}>
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          required
          {...field('phone')}
        />
        <TextField label="Company" optional autoComplete="organization" {...field('company')} />
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        aria-describedby="register-password-hint"
        {...field('password')}
      />
      <p id="register-password-hint" className={styles.hint}>
        {PASSWORD_HINT}
      </p>
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...field('password_confirmation')}
      />
      {ruleError !== undefined && <ErrorAlert>{ruleError}</ErrorAlert>}
      {ruleError === undefined && error !== undefined && (
        <ErrorAlert>{registerErrorMessage(error)}</ErrorAlert>
      )}
      <Button type="submit" block disabled={!complete || isMutating}>
        Register
      </Button>
      <p className={styles.switch}>
        Already have an account? <Link to={loginHref}>Login</Link>
      </p>
    </form>
  );
}
