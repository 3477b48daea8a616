import { useState } from 'react';
import { accountErrorMessage, sendVerificationMail } from '@/features/auth/api/account';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { verifyBannerWords } from '@/content/verify-banner-words';
import { useContent } from '@/i18n/content';
import { fillNodes } from '@/i18n/fill-nodes';
import { useLocale } from '@/i18n/locale-context';
import styles from '@/features/auth/components/verify-banner.module.css';

/** "Please verify your email" with "Send again", while the signed-in user is unverified. */
export function VerifyBanner() {
  const state = useCurrentUser();
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locale = useLocale();
  const t = useContent(verifyBannerWords);
  if (state.status !== 'signed-in' || state.user.email_verified !== false) return null;

  const sendAgain = async () => {
    setBusy(true);
    try {
      const { message } = await sendVerificationMail();
      // The server answers in English; an Arabic page says it in Arabic.
      setAnswer(locale === 'ar' ? t.sent : message);
    } catch (error) {
      setAnswer(accountErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.banner} role="region" aria-label={t.label}>
      <p className="container">
        <span>{fillNodes(t.text, { email: <strong>{state.user.email}</strong> })}</span>{' '}
        <button
          type="button"
          className={styles.again}
          disabled={busy}
          onClick={() => void sendAgain()}
        >
          {t.again}
        </button>
        <span role="status" aria-live="polite" className={styles.answer}>
          {answer}
        </span>
      </p>
    </div>
  );
}
