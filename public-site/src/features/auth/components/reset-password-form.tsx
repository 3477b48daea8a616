import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { accountErrorMessage, resetPassword } from '@/features/auth/api/account';
import { MISMATCH_MESSAGE } from '@/lib/field-rules';
import { PASSWORD_HINT, passwordRuleError } from '@/lib/password-rule';
import styles from '@/features/auth/components/auth-form.module.css';

/** The page behind a reset link: a new password, twice; then every session is ended. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const passwordProblem = password ? passwordRuleError(password) : undefined;
  const confirmationProblem =
    confirmation && confirmation !== password ? MISMATCH_MESSAGE : undefined;
  const complete = Boolean(password && confirmation && !passwordProblem && !confirmationProblem);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    try {
      setDone(
        (await resetPassword({ token, password, password_confirmation: confirmation })).message,
      );
    } catch (cause) {
      setError(accountErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>Choose a new password</h1>
        <ErrorAlert>
          This link is not complete. Please open the link from your mail again.
        </ErrorAlert>
        <p className={styles.switch}>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </div>
    );
  }
  if (done) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>Password changed</h1>
        <p role="status">{done}</p>
        <Link to="/login">Sign in</Link>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {busy && <SpinnerOverlay label="Saving" />}
      <h1 className={styles.title}>Choose a new password</h1>
      <p className={styles.intro}>Saving it signs you out on every device.</p>
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        problem={passwordProblem}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        problem={confirmationProblem}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      {error && (
        <ErrorAlert>
          {error} <Link to="/forgot-password">Ask for a new link</Link>
        </ErrorAlert>
      )}
      <Button type="submit" block disabled={!complete || busy}>
        Save new password
      </Button>
    </form>
  );
}
