import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
    values.name.trim() !== '' &&
    values.email.trim() !== '' &&
    values.phone !== '' &&
    values.password !== '' &&
    values.password_confirmation !== ''
  );
}

export function RegisterForm({ onSuccess, loginHref }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterInput>(empty);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  const { trigger, isMutating, error } = useRegister();
  const complete = isComplete(values);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    // The phone is numeric (spec §5): keep digits only.
    const next = name === 'phone' ? value.replace(/\D/g, '') : value;
    setValues((previous) => ({ ...previous, [name]: next }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || isMutating) return;
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
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={onChange}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={onChange}
      />
      <div className={styles.row}>
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={onChange}
        />
        <TextField
          label="Company"
          name="company"
          optional
          autoComplete="organization"
          value={values.company}
          onChange={onChange}
        />
      </div>
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={onChange}
      />
      <TextField
        label="Confirm password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        onChange={onChange}
      />
      {error !== undefined && <ErrorAlert>{registerErrorMessage(error)}</ErrorAlert>}
      <Button type="submit" block disabled={!complete || isMutating}>
        Register
      </Button>
      <p className={styles.switch}>
        Already have an account? <Link to={loginHref}>Login</Link>
      </p>
    </form>
  );
}
