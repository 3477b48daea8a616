import styles from '@/components/ui/logo.module.css';
import { company } from '@/content/company';

/** Company mark and wordmark; `light` on dark backgrounds. Decorative: links name themselves. */
export function Logo({
  tone = 'light',
  compactOnPhones = false,
}: {
  tone?: 'light' | 'dark';
  /** Only the mark below 480px wide, leaving room for the header controls. */
  compactOnPhones?: boolean;
}) {
  const classes = [styles.logo, styles[tone], compactOnPhones && styles.compact];
  return (
    <span className={classes.filter(Boolean).join(' ')} aria-hidden="true">
      <svg className={styles.mark} viewBox="0 0 40 40" focusable="false">
        <rect width="40" height="40" rx="9" fill={tone === 'light' ? '#12304d' : '#0b1f33'} />
        <path
          d="M20 6c5.6 7.4 9.4 12.6 9.4 17.4a9.4 9.4 0 0 1-18.8 0C10.6 18.6 14.4 13.4 20 6z"
          fill="#f28c28"
        />
        <path
          d="M15.6 24a4.4 4.4 0 0 0 4.4 4.4"
          fill="none"
          stroke="#0b1f33"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{company.shortName.toUpperCase()}</span>
        <span className={styles.sub}>ENERGY SERVICES</span>
      </span>
    </span>
  );
}
