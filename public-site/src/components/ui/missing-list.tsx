import { useEffect, useState } from 'react';
import { useFormWords } from '@/components/form/form-words';
import styles from '@/components/ui/missing-list.module.css';

export interface MissingListProps {
  /** The id the disabled submit button points at with `aria-describedby`. */
  id: string;
  /** Labels of the fields still keeping the button disabled (useFieldRules' `missing`). */
  missing: string[];
}

/**
 * True once the user has acted on the form around `node`: left any field (focusout), tried to
 * submit it, or pressed its disabled submit button. Listening on the form itself means every
 * form that shows a MissingList gets this without passing anything in.
 */
function useFormAttempted(node: HTMLElement | null): boolean {
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    const form = node?.closest('form');
    if (!form || attempted) return;
    const mark = () => setAttempted(true);
    const onPointerDown = (event: Event) => {
      // A disabled button fires no click, but the pointer still lands on it.
      if (event.target instanceof Element && event.target.closest('button[type="submit"]')) mark();
    };
    form.addEventListener('focusout', mark);
    form.addEventListener('submit', mark);
    form.addEventListener('pointerdown', onPointerDown);
    return () => {
      form.removeEventListener('focusout', mark);
      form.removeEventListener('submit', mark);
      form.removeEventListener('pointerdown', onPointerDown);
    };
  }, [node, attempted]);
  return attempted;
}

/**
 * "Still needed: email, password" beside a disabled submit button, so the button never stays
 * disabled without a reason. It is plain text in reading order (a disabled button cannot take
 * focus, so its description alone would go unheard) and the button's description as well.
 * Before the user has left a field or tried to send, it is a quiet grey hint: a form nobody
 * has touched yet is not a mistake (issue 26 item 9); after that "Still needed" turns red.
 */
export function MissingList({ id, missing }: MissingListProps) {
  const [node, setNode] = useState<HTMLParagraphElement | null>(null);
  const attempted = useFormAttempted(node);
  const words = useFormWords();
  if (missing.length === 0) return null;
  return (
    <p
      id={id}
      ref={setNode}
      className={`${styles.missing} ${attempted ? styles.attempted : styles.quiet}`}
      data-state={attempted ? 'alert' : 'hint'}
    >
      <strong>{words.t.stillNeeded}</strong> {missing.map(words.fieldName).join(words.separator)}
    </p>
  );
}

/** Explains the asterisk, once per form. */
export function RequiredNote() {
  const { t } = useFormWords();
  return (
    <p className={styles.note}>
      {t.requiredBefore}
      <span className={styles.star}>*</span>
      {t.requiredAfter}
    </p>
  );
}
