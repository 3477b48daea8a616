import { useId, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MissingList } from '@/components/ui/missing-list';
import { useEnclosingForm } from '@/components/form/form';
import styles from '@/components/form/form.module.css';

export interface FormSubmitProps {
  /** The button's text. */
  children: ReactNode;
  /** Why the last submission failed (the server's 422 message), in a red alert above it. */
  error?: ReactNode;
  /** Full width, as on most of the site's forms. */
  block?: boolean;
  /** Set when the form cannot be sent although it is filled in (dates still loading). */
  blockedReason?: string;
  /** Shown beside the button (a Cancel link). */
  beside?: ReactNode;
}

/**
 * The end of a <Form>: the failure alert, the submit button (disabled until the rules hold,
 * while pending and while blocked) and what it still needs or why it is blocked.
 */
export function FormSubmit({
  children,
  error,
  block = true,
  blockedReason,
  beside,
}: FormSubmitProps) {
  const { complete, missing, missingId, pending } = useEnclosingForm();
  const blockedId = useId();
  const blocked = blockedReason !== undefined;
  const button = (
    <Button
      type="submit"
      block={block}
      disabled={!complete || pending || blocked}
      aria-describedby={complete ? (blocked ? blockedId : undefined) : missingId}
    >
      {children}
    </Button>
  );
  return (
    <>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {beside ? (
        <div className={styles.actions}>
          {button}
          {beside}
        </div>
      ) : (
        button
      )}
      {blocked ? (
        <p id={blockedId} className={styles.blocked}>
          {blockedReason}
        </p>
      ) : (
        <MissingList id={missingId} missing={missing} />
      )}
    </>
  );
}
