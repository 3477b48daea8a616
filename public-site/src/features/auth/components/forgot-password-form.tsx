import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { accountErrorMessage, requestPasswordReset } from '@/features/auth/api/account';
import { emailProblem } from '@/lib/field-rules';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import styles from '@/features/auth/components/auth-form.module.css';

/** "Forgot password?": the address, then the server's one answer for every address. */
export function ForgotPasswordForm() {
  const [{ email }, setValues] = useState({ email: '' });
  const formRef = useRef<HTMLFormElement>(null);
  // The page is prerendered: an address typed before the scripts start must count.
  useTypedBeforeHydration(formRef, setValues);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const problem = email.trim() ? emailProblem(email.trim()) : 'Enter your email';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setError(null);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch (cause) {
      setError(accountErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>Check your mail</h1>
        <p role="status">{sent}</p>
        <p className={styles.switch}>
          <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    );
  }
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {busy && <SpinnerOverlay label="Sending" />}
      <h1 className={styles.title}>Forgot your password?</h1>
      <p className={styles.intro}>
        Enter the email of your account: we will mail you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        name="email"
        value={email}
        onChange={(event) => setValues({ email: event.target.value })}
      />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button type="submit" block disabled={Boolean(problem) || busy}>
        Send me a link
      </Button>
      <p className={styles.switch}>
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </form>
  );
}
