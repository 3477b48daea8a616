import { type ReactNode } from 'react';
import styles from '@/components/ui/status-badge.module.css';

/** success: done and good; info: on its way; warning: needs money back; neutral: over. */
export type BadgeTone = 'success' | 'info' | 'warning' | 'neutral' | 'danger';

/** A state read as a word in a coloured pill (never a button look, never True/False). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
