import { useState } from 'react';
import { accountErrorMessage, sendVerificationMail } from '@/features/auth/api/account';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import styles from '@/features/auth/components/verify-banner.module.css';

/** "Please verify your email" with "Send again", while the signed-in user is unverified. */
export function VerifyBanner() {
  const state = useCurrentUser();
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (state.status !== 'signed-in' || state.user.email_verified !== false) return null;

  const sendAgain = async () => {
    setBusy(true);
    try {
      setAnswer((await sendVerificationMail()).message);
    } catch (error) {
      setAnswer(accountErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.banner} role="region" aria-label="Email verification">
      <p className="container">
        <span>
          Please verify your email: open the link we mailed to <strong>{state.user.email}</strong>{' '}
          (booking a course needs it).
        </span>{' '}
        <button
          type="button"
          className={styles.again}
          disabled={busy}
          onClick={() => void sendAgain()}
        >
          Send again
        </button>
        <span role="status" aria-live="polite" className={styles.answer}>
          {answer}
        </span>
      </p>
    </div>
  );
}
