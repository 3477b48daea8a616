import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormWords } from '@/components/form/form-words';
import { accountWords } from '@/content/account-words';
import { resetPassword } from '@/features/auth/api/account';
import { linkProblem } from '@/features/auth/components/verify-email';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import { MISMATCH_MESSAGE } from '@/lib/field-rules';
import { PASSWORD_MAX, PASSWORD_MIN, passwordRuleError } from '@/lib/password-rule';
import styles from '@/features/auth/components/auth-form.module.css';

/** The page behind a reset link: a new password, twice; then every session is ended. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const words = useContent(accountWords);
  const w = words.reset;
  // The rules' own messages, in the page's language.
  const { message: inLanguage } = useFormWords();
  const locale = useLocale();
  const lengths = { min: PASSWORD_MIN, max: PASSWORD_MAX };
  const ruleError = password ? passwordRuleError(password) : undefined;
  const passwordProblem = ruleError && inLanguage(ruleError);
  const confirmationProblem =
    confirmation && confirmation !== password ? inLanguage(MISMATCH_MESSAGE) : undefined;
  const complete = Boolean(password && confirmation && !passwordProblem && !confirmationProblem);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await resetPassword({
        token,
        password,
        password_confirmation: confirmation,
      });
      // The server's one success sentence, said in Arabic on Arabic pages.
      setDone(locale === 'en' ? message : w.changedText);
    } catch (cause) {
      setError(linkProblem(cause, locale, words));
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{w.title}</h1>
        <ErrorAlert>{w.incomplete}</ErrorAlert>
        <p className={styles.switch}>
          <Link to="/forgot-password">{w.askAgain}</Link>
        </p>
      </div>
    );
  }
  if (done) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{w.changed}</h1>
        <p role="status">{done}</p>
        <Link to="/login">{w.signIn}</Link>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {busy && <SpinnerOverlay label={w.saving} />}
      <h1 className={styles.title}>{w.title}</h1>
      <p className={styles.intro}>{w.intro}</p>
      <TextField
        label={w.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={fill(words.passwordLength, lengths)}
        problem={passwordProblem}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={w.confirm}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        problem={confirmationProblem}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      {error && (
        <ErrorAlert>
          {error} <Link to="/forgot-password">{w.askAgain}</Link>
        </ErrorAlert>
      )}
      <Button type="submit" block disabled={!complete || busy}>
        {w.submit}
      </Button>
    </form>
  );
}
