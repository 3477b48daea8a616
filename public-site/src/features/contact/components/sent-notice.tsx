import { type ReactNode } from 'react';
import styles from '@/features/contact/components/sent-notice.module.css';

/** Green confirmation once the message is stored; announced politely. */
export function SentNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          d="M7.5 12.5l3 3 6-6.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.text}>{children}</p>
    </div>
  );
}
