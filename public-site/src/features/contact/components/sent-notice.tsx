import { type ReactNode, useRef } from 'react';
import { contactPage } from '@/content/contact';
import { useContent } from '@/i18n/content';
import { useReveal } from '@/lib/use-reveal';
import styles from '@/features/contact/components/sent-notice.module.css';

/**
 * Green confirmation once the message is stored. It scrolls into view and takes focus; the
 * announcement comes from the live region the form keeps around it.
 */
export function SentNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { cleared } = useContent(contactPage).form;
  useReveal(ref);
  return (
    <div ref={ref} className={styles.notice} tabIndex={-1}>
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
      <div className={styles.text}>
        <p>{children}</p>
        <p>{cleared}</p>
      </div>
    </div>
  );
}
