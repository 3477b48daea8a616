import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useFormWords } from '@/components/form/form-words';
import styles from '@/components/ui/text-field.module.css';

/** What a control needs so that screen readers hear its hint, problem and requirement. */
export interface ControlAria {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** The rule-related props every field takes (see useFieldRules). */
export interface FieldRuleProps {
  /** Marks the field with an asterisk and `aria-required`. */
  required?: boolean;
  /** Always shown under the control (the password's "8 to 128 characters"). */
  hint?: ReactNode;
  /** What is wrong with the value, shown under the control in red; undefined when fine. */
  problem?: string;
}

export interface FieldProps extends FieldRuleProps {
  label: string;
  optional?: boolean;
  className?: string;
  /** Ids of other texts that describe the control, besides the hint and the problem. */
  describedBy?: string;
  /** Renders the control with the id the label points at and the aria attributes. */
  children: (id: string, aria: ControlAria) => ReactNode;
}

/** The label (with its required asterisk or "(optional)"), any one control, its hint and problem. */
export function Field({
  label,
  optional,
  required,
  hint,
  problem,
  describedBy,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const words = useFormWords();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const described = [describedBy, hint ? hintId : undefined, problem ? problemId : undefined]
    .filter(Boolean)
    .join(' ');
  const aria: ControlAria = {
    'aria-describedby': described || undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelLine}>
        <label className={styles.label} htmlFor={id}>
          {label}
          {optional && <span className={styles.optional}>{words.t.optional}</span>}
        </label>
        {/* Outside the label, so the field's name stays exactly its label; screen readers
            hear "required" from aria-required instead of the star. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </div>
      {children(id, aria)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {problem && (
        <p id={problemId} className={styles.problem}>
          {words.message(problem)}
        </p>
      )}
    </div>
  );
}

type TextFieldOwnProps = FieldRuleProps & { label: string; name: string; optional?: boolean };

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'required' | keyof FieldRuleProps
> &
  TextFieldOwnProps;

export function TextField({
  label,
  optional,
  required,
  hint,
  problem,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      label={label}
      optional={optional}
      required={required}
      hint={hint}
      problem={problem}
      describedBy={describedBy}
      className={className}
    >
      {(id, aria) => (
        <input id={id} className={styles.input} required={required} {...inputProps} {...aria} />
      )}
    </Field>
  );
}

export type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'required' | keyof FieldRuleProps
> &
  TextFieldOwnProps;

export function TextAreaField({
  label,
  optional,
  required,
  hint,
  problem,
  className,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      optional={optional}
      required={required}
      hint={hint}
      problem={problem}
      describedBy={describedBy}
      className={className}
    >
      {(id, aria) => (
        <textarea
          id={id}
          className={`${styles.input} ${styles.textarea}`}
          required={required}
          {...textareaProps}
          {...aria}
        />
      )}
    </Field>
  );
}
