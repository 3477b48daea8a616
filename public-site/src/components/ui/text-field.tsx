import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from '@/components/ui/text-field.module.css';

export interface FieldProps {
  label: string;
  optional?: boolean;
  className?: string;
  /** Renders the control with the id the label points at. */
  children: (id: string) => ReactNode;
}

/** The label, with its "(optional)" marker, above any one form control. */
export function Field({ label, optional, className, children }: FieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children(id)}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  optional?: boolean;
}

export function TextField({ label, optional, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} optional={optional} className={className}>
      {(id) => <input id={id} className={styles.input} {...inputProps} />}
    </Field>
  );
}

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  name: string;
  optional?: boolean;
}

export function TextAreaField({
  label,
  optional,
  className,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <Field label={label} optional={optional} className={className}>
      {(id) => (
        <textarea id={id} className={`${styles.input} ${styles.textarea}`} {...textareaProps} />
      )}
    </Field>
  );
}
