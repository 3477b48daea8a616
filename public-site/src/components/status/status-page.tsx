import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import styles from '@/components/status/status-page.module.css';
import { useT } from '@/i18n/locale-context';

export interface StatusPageProps {
  code: string;
  title: string;
  message?: string;
}

/** Full-width status message with a way back home (403, not found). */
export function StatusPage({ code, title, message }: StatusPageProps) {
  const titleId = useId();
  const t = useT();
  return (
    <section className={styles.status} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <p className={styles.code}>{code}</p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {message && <p className={styles.message}>{message}</p>}
        <Link to="/" className={`${buttonClassName({ variant: 'secondary' })} ${styles.action}`}>
          {t.status.backHome}
        </Link>
      </div>
    </section>
  );
}
