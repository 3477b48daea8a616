import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { type FormControl } from '@/components/form/use-form';
import styles from '@/components/form/form.module.css';

interface FormState {
  complete: boolean;
  missing: string[];
  missingId: string;
  pending: boolean;
}

const FormContext = createContext<FormState | null>(null);

/** The state of the <Form> around a part (its submit button, what is still needed). */
export function useEnclosingForm(): FormState {
  const state = useContext(FormContext);
  if (!state) throw new Error('useEnclosingForm is used outside a <Form>');
  return state;
}

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: FormControl;
  /** True while the submission is on its way: a spinner covers the form, submit is disabled. */
  pending: boolean;
  /** What the spinner says (“Signing in”). */
  pendingLabel: string;
  /** Runs only when every rule holds and nothing is pending; the page never reloads. */
  onSubmit: () => unknown;
}

/**
 * A site form: no browser validation (the rules explain themselves), `aria-busy` and a covering
 * spinner while pending, and its state handed to <FormSubmit>.
 */
export function Form({
  form,
  pending,
  pendingLabel,
  onSubmit,
  className,
  children,
  ...props
}: FormProps) {
  const { formRef, complete, missing, missingId } = form;
  return (
    <FormContext.Provider value={{ complete, missing, missingId, pending }}>
      <form
        ref={formRef}
        className={[styles.form, className].filter(Boolean).join(' ')}
        onSubmit={(event) => {
          event.preventDefault();
          if (complete && !pending) void onSubmit();
        }}
        aria-busy={pending}
        noValidate
        {...props}
      >
        {pending && <SpinnerOverlay label={pendingLabel} />}
        {children}
      </form>
    </FormContext.Provider>
  );
}

/** Two (or three) fields side by side on wider screens, stacked on phones. */
export function FieldRow({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return <div className={columns === 3 ? styles.rowThree : styles.row}>{children}</div>;
}
