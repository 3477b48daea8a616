import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ErrorAlert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { accountWords, type AccountCopy } from '@/content/account-words';
import { accountErrorMessage, verifyEmail } from '@/features/auth/api/account';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { useContent } from '@/i18n/content';
import type { Locale } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import formStyles from '@/features/auth/components/auth-form.module.css';
import styles from '@/features/auth/components/verify-email.module.css';

type State = { status: 'working' } | { status: 'done' | 'already' | 'failed'; message: string };

/**
 * The server's refusal in the page's language: English pages keep its own sentence; Arabic
 * pages say its known answers (410 used or expired, 422 not valid) in Arabic and keep a 429's
 * (how long to wait).
 */
export function linkProblem(error: unknown, locale: Locale, words: AccountCopy): string {
  if (locale === 'en') return accountErrorMessage(error);
  if (!(error instanceof ApiError)) return words.answers.failed;
  if (error.status === 410) return words.answers.linkGone;
  if (error.status === 422) return words.answers.linkInvalid;
  return error.status === 429 ? error.message : words.answers.failed;
}

/**
 * A refused link (410 used or expired, 422 unknown) is no problem for a signed-in user whose
 * address is already confirmed, typically someone opening the mail's link a second time:
 * GET /api/user says so, and they are told their address is confirmed (issue 26 item 2).
 */
async function refusedLinkState(
  error: unknown,
  locale: Locale,
  words: AccountCopy,
): Promise<State> {
  const message = linkProblem(error, locale, words);
  const refused = error instanceof ApiError && [410, 422].includes(error.status);
  if (!refused || !getToken()) return { status: 'failed', message };
  try {
    const user = await getCurrentUser();
    if (user.email_verified) {
      return {
        status: 'already',
        message: fill(words.verify.confirmedEarlier, { email: user.email }),
      };
    }
  } catch {
    // Signed out or unreachable: the server's own words about the link are all we know.
  }
  return { status: 'failed', message };
}

const TITLES: Record<Exclude<State['status'], 'working'>, keyof AccountCopy['verify']> = {
  done: 'confirmed',
  already: 'already',
  failed: 'notConfirmed',
};

/** The page behind a verification link: confirms at once, then says so. */
export function VerifyEmail({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'working' });
  const { mutate } = useSWRConfig();
  const sent = useRef(false);
  const words = useContent(accountWords);
  const w = words.verify;
  const locale = useLocale();
  // Read inside the one-time effect without making it run again.
  const language = useRef({ locale, words });
  language.current = { locale, words };

  useEffect(() => {
    // Once: a link works once, and a second call would answer "already used".
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setState({ status: 'failed', message: language.current.words.verify.incomplete });
      return;
    }
    verifyEmail(token)
      .then(async ({ message }) => {
        const { locale: now, words: copy } = language.current;
        setState({ status: 'done', message: now === 'en' ? message : copy.verify.thanks });
        // The banner and booking read the current user: fetch it again.
        await mutate((key) => Array.isArray(key) && key[0] === '/user');
      })
      .catch(async (error: unknown) =>
        setState(await refusedLinkState(error, language.current.locale, language.current.words)),
      );
  }, [token, mutate]);

  if (state.status === 'working') return <PageSpinner />;
  const confirmed = state.status !== 'failed';
  return (
    <div className={styles.page}>
      <section
        className={`${formStyles.form} ${styles.card}`}
        aria-labelledby="verify-email-title"
        data-state={state.status}
      >
        <span
          className={`${styles.mark} ${confirmed ? styles.markDone : styles.markFailed}`}
          aria-hidden="true"
        >
          {confirmed ? '✓' : '!'}
        </span>
        <h1 id="verify-email-title" className={formStyles.title}>
          {w[TITLES[state.status]]}
        </h1>
        {confirmed ? (
          <p role="status" className={styles.message}>
            {state.message}
          </p>
        ) : (
          <ErrorAlert>{state.message}</ErrorAlert>
        )}
        {confirmed ? (
          <Link to="/courses" className={buttonClassName({ block: true })}>
            {w.browse}
          </Link>
        ) : (
          <p className={formStyles.switch}>
            {getToken() ? (
              <>
                {w.bannerSends}
                <Link to="/">{w.home}</Link>
              </>
            ) : (
              <>
                <Link to="/login">{w.signIn}</Link>
                {w.signInToSee}
              </>
            )}
          </p>
        )}
      </section>
    </div>
  );
}
