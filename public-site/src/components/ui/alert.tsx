import { type ReactNode } from 'react';
import styles from '@/components/ui/alert.module.css';

/** Red alert for a failed submission; announced by screen readers when it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      {children}
    </div>
  );
}
