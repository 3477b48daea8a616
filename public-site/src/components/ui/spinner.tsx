import styles from '@/components/ui/spinner.module.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span className={styles.spinner} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Covers a form while it is being submitted (spec §4). */
export function SpinnerOverlay({ label }: { label?: string }) {
  return (
    <div className={styles.overlay}>
      <Spinner label={label} />
    </div>
  );
}

/** Shown while a route's code loads. */
export function PageSpinner() {
  return (
    <div className={styles.page}>
      <Spinner />
    </div>
  );
}
