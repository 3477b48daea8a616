import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
} from 'react';
import { Field, type FieldRuleProps } from '@/components/ui/text-field';
import fieldStyles from '@/components/ui/text-field.module.css';
import styles from '@/components/form/fields.module.css';

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'>, FieldRuleProps {
  label: string;
  name: string;
  /** The empty first option, meaning "none"; without it one of the options is always chosen. */
  placeholder?: string;
  /** Each option's text is its value, or a value with its own label (and `lang`). */
  options: readonly (string | { value: string; label: string; lang?: string })[];
  optional?: boolean;
}

/** A select styled like the site's text fields; the placeholder option means "none". */
export function SelectField({
  label,
  placeholder,
  options,
  optional,
  required,
  hint,
  problem,
  ...props
}: SelectFieldProps) {
  return (
    <Field label={label} optional={optional} required={required} hint={hint} problem={problem}>
      {(id, aria) => (
        <select
          id={id}
          className={`${fieldStyles.input} ${styles.select}`}
          required={required}
          {...props}
          {...aria}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label, lang } =
              typeof option === 'string'
                ? { value: option, label: option, lang: undefined }
                : option;
            return (
              <option key={value} value={value} lang={lang}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

export interface FileFieldProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'type' | 'onChange' | 'value' | 'required' | 'hint'
    >,
    Omit<FieldRuleProps, 'hint'> {
  label: string;
  name: string;
  hint: string;
  file: File | null;
  onFile: (file: File | null) => void;
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A native file input (keyboard and screen-reader friendly) with the chosen file shown. */
export function FileField({
  label,
  hint,
  file,
  onFile,
  required,
  problem,
  ...props
}: FileFieldProps) {
  const chosenId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onFile(event.target.files?.[0] ?? null);
  return (
    <Field label={label} required={required} problem={problem} describedBy={chosenId}>
      {(id, aria) => (
        <div className={styles.file}>
          <input
            id={id}
            type="file"
            className={styles.fileInput}
            required={required}
            onChange={onChange}
            {...props}
            {...aria}
          />
          <p id={chosenId} className={styles.hint}>
            {file ? (
              <>
                Selected: <strong>{file.name}</strong> ({formatSize(file.size)})
              </>
            ) : (
              hint
            )}
          </p>
        </div>
      )}
    </Field>
  );
}
