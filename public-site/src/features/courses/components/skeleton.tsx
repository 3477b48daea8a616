import { type CSSProperties } from 'react';
import styles from '@/features/courses/components/skeleton.module.css';

/** A grey placeholder block that pulses while data loads; hidden from assistive technology. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
      data-testid="skeleton"
    />
  );
}
