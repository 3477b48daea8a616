import { useLocation } from 'react-router-dom';
import { type WelcomeState } from '@/features/auth/hooks/use-go-to';
import styles from '@/app/layout/welcome-notice.module.css';

function welcomeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const welcome = (state as Partial<WelcomeState>).welcome;
  return typeof welcome === 'string' ? welcome : null;
}

/**
 * One short line after signing in or registering, so the visitor knows it worked. It lives in
 * the history entry's state: it goes with the next navigation and is not repeated on reload.
 */
export function WelcomeNotice() {
  const location = useLocation();
  const welcome = welcomeOf(location.state as unknown);
  return (
    <div role="status" aria-live="polite">
      {welcome && (
        <p className={styles.welcome}>
          <span className="container">{welcome}</span>
        </p>
      )}
    </div>
  );
}
