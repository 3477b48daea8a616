import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ErrorAlert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { accountErrorMessage, verifyEmail } from '@/features/auth/api/account';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import formStyles from '@/features/auth/components/auth-form.module.css';
import styles from '@/features/auth/components/verify-email.module.css';

type State = { status: 'working' } | { status: 'done' | 'already' | 'failed'; message: string };

/**
 * A refused link (410 used or expired, 422 unknown) is no problem for a signed-in user whose
 * address is already confirmed, typically someone opening the mail's link a second time:
 * GET /api/user says so, and they are told their address is confirmed (issue 26 item 2).
 */
async function refusedLinkState(error: unknown): Promise<State> {
  const message = accountErrorMessage(error);
  const refused = error instanceof ApiError && [410, 422].includes(error.status);
  if (!refused || !getToken()) return { status: 'failed', message };
  try {
    const user = await getCurrentUser();
    if (user.email_verified) {
      return {
        status: 'already',
        message: `${user.email} was confirmed earlier, so this link is no longer needed.`,
      };
    }
  } catch {
    // Signed out or unreachable: the server's own words about the link are all we know.
  }
  return { status: 'failed', message };
}

const TITLES: Record<Exclude<State['status'], 'working'>, string> = {
  done: 'Email address confirmed',
  already: 'Your address is confirmed',
  failed: 'Email address not confirmed',
};

/** The page behind a verification link: confirms at once, then says so. */
export function VerifyEmail({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'working' });
  const { mutate } = useSWRConfig();
  const sent = useRef(false);

  useEffect(() => {
    // Once: a link works once, and a second call would answer "already used".
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setState({ status: 'failed', message: 'This link is not complete.' });
      return;
    }
    verifyEmail(token)
      .then(async ({ message }) => {
        setState({ status: 'done', message });
        // The banner and booking read the current user: fetch it again.
        await mutate((key) => Array.isArray(key) && key[0] === '/user');
      })
      .catch(async (error: unknown) => setState(await refusedLinkState(error)));
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
          {TITLES[state.status]}
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
            Browse the courses
          </Link>
        ) : (
          <p className={formStyles.switch}>
            {getToken() ? (
              <>
                The banner at the top of the site sends a new link. <Link to="/">Home</Link>
              </>
            ) : (
              <>
                <Link to="/login">Sign in</Link> to see whether your address is confirmed, or to
                send a new link from the banner.
              </>
            )}
          </p>
        )}
      </section>
    </div>
  );
}
