import { useRef, type FormEvent } from 'react';
import { digitsOnly, emailProblem, MISMATCH_MESSAGE, type FormRules } from '@/lib/field-rules';
import { useFieldRules } from '@/lib/use-field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MissingList, RequiredNote } from '@/components/ui/missing-list';
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
  const { values, setValues, field } = useFormValues(empty, { phone: digitsOnly });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  const { trigger, isMutating, error } = useRegister();
  const { complete, missing, missingId, rulesFor } = useFieldRules(values, rules);

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
      noValidate
    >
      {isMutating && <SpinnerOverlay label="Creating your account" />}
      <h1 className={styles.title}>Create your account</h1>
      <p className={styles.intro}>Register to book training courses and keep a wishlist.</p>
      <RequiredNote />
      <TextField label="Full name" autoComplete="name" {...field('name')} {...rulesFor('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...field('email')}
        {...rulesFor('email')}
      />
      <div className={styles.row}>
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="tel"
          {...field('phone')}
          {...rulesFor('phone')}
        />
        <TextField label="Company" optional autoComplete="organization" {...field('company')} />
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...field('password')}
        {...rulesFor('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...field('password_confirmation')}
        {...rulesFor('password_confirmation')}
      />
      {error !== undefined && <ErrorAlert>{registerErrorMessage(error)}</ErrorAlert>}
      <Button
        type="submit"
        block
        disabled={!complete || isMutating}
        aria-describedby={complete ? undefined : missingId}
      >
        Register
      </Button>
      <MissingList id={missingId} missing={missing} />
      <p className={styles.switch}>
        Already have an account? <Link to={loginHref}>Login</Link>
      </p>
    </form>
  );
}
