import styles from '@/components/ui/missing-list.module.css';

export interface MissingListProps {
  /** The id the disabled submit button points at with `aria-describedby`. */
  id: string;
  /** Labels of the fields still keeping the button disabled (useFieldRules' `missing`). */
  missing: string[];
}

/**
 * "Still needed: email, password" beside a disabled submit button, so the button never stays
 * disabled without a reason. It is plain text in reading order (a disabled button cannot take
 * focus, so its description alone would go unheard) and the button's description as well.
 */
export function MissingList({ id, missing }: MissingListProps) {
  if (missing.length === 0) return null;
  return (
    <p id={id} className={styles.missing}>
      <strong>Still needed:</strong> {missing.join(', ')}
    </p>
  );
}

/** Explains the asterisk, once per form. */
export function RequiredNote() {
  return (
    <p className={styles.note}>
      Fields marked <span className={styles.star}>*</span> are required.
    </p>
  );
}
