import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { accountErrorMessage, requestPasswordReset } from '@/features/auth/api/account';
import { forgotPasswordPage } from '@/content/forgot-password';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
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
  const t = useContent(forgotPasswordPage).forgot;
  const locale = useLocale();
  const problem = email.trim() ? emailProblem(email.trim()) : t.enterEmail;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await requestPasswordReset(email.trim());
      // The server's one answer is English; an Arabic page says the same in Arabic.
      setSent(locale === 'ar' ? t.sent : message);
    } catch (cause) {
      setError(accountErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t.checkMail}</h1>
        <p role="status">{sent}</p>
        <p className={styles.switch}>
          <Link to="/login">{t.backToSignIn}</Link>
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
      {busy && <SpinnerOverlay label={t.sending} />}
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        name="email"
        value={email}
        onChange={(event) => setValues({ email: event.target.value })}
      />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button type="submit" block disabled={Boolean(problem) || busy}>
        {t.submit}
      </Button>
      <p className={styles.switch}>
        {t.remembered} <Link to="/login">{t.signIn}</Link>
      </p>
    </form>
  );
}
