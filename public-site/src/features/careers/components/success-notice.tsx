import { type ReactNode, useRef } from 'react';
import { useReveal } from '@/lib/use-reveal';
import styles from '@/features/careers/components/success-notice.module.css';

/** Green confirmation after a successful application; brought into view, focused, announced. */
export function SuccessNotice({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useReveal(ref);
  return (
    <div ref={ref} className={styles.notice} role="status" aria-live="polite" tabIndex={-1}>
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
        <p className={styles.title}>{title}</p>
        {children && <p>{children}</p>}
      </div>
    </div>
  );
}
