import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ErrorAlert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { accountErrorMessage, verifyEmail } from '@/features/auth/api/account';
import styles from '@/features/auth/components/auth-form.module.css';

type State = { status: 'working' } | { status: 'done' | 'failed'; message: string };

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
      .catch((error: unknown) =>
        setState({ status: 'failed', message: accountErrorMessage(error) }),
      );
  }, [token, mutate]);

  if (state.status === 'working') return <PageSpinner />;
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>
        {state.status === 'done' ? 'Email address confirmed' : 'Email address not confirmed'}
      </h1>
      {state.status === 'done' ? (
        <p role="status">{state.message}</p>
      ) : (
        <ErrorAlert>{state.message}</ErrorAlert>
      )}
      <p className={styles.switch}>
        {state.status === 'done' ? (
          <Link to="/courses">Browse the courses</Link>
        ) : (
          <>
            Signed in? The banner at the top of the site sends a new link. <Link to="/">Home</Link>
          </>
        )}
      </p>
    </div>
  );
}
