import { useId, type InputHTMLAttributes } from 'react';
import styles from '@/components/ui/text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  optional?: boolean;
}

export function TextField({ label, optional, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      <input id={id} className={styles.input} {...inputProps} />
    </div>
  );
}
