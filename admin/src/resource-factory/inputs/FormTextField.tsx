import { TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';

export interface FormTextFieldProps {
  source: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
  type?: string;
  parse?: (value: string) => unknown;
  format?: (value: unknown) => unknown;
  /** Attributes of the `<input>` itself (inputMode, autoComplete, min, step). */
  htmlInput?: Record<string, unknown>;
  /** Shown at the input's end (the password's show/hide button). */
  endAdornment?: ReactNode;
  /** The label stays above the input (dates; selects showing a placeholder). */
  shrinkLabel?: boolean;
  select?: boolean;
  selectProps?: Record<string, unknown>;
  children?: ReactNode;
  /** What the input shows for the (formatted) form value; the number input keeps its typing. */
  displayValue?: (formValue: unknown) => unknown;
  onTextChange?: (text: string) => void;
  /** Shown under the input while it has no error (a field's `hint`). */
  hint?: string;
}

/**
 * A form input on react-admin's `useInput` (validation, required asterisk, error text) drawn
 * with MUI's TextField through `slotProps`. React-admin's TextInput, NumberInput, DateInput,
 * PasswordInput and SelectInput still hand MUI 9 the removed `InputProps`/`inputProps`, which
 * reach the DOM as unknown attributes (React warns on every form).
 */
export const FormTextField = ({
  source,
  label,
  validate,
  readOnly,
  type = 'text',
  parse,
  format,
  htmlInput,
  endAdornment,
  shrinkLabel,
  select,
  selectProps,
  children,
  displayValue,
  onTextChange,
  hint,
}: FormTextFieldProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate, readOnly, parse, format, type });
  const formValue: unknown = field.value;
  const slotProps: TextFieldProps['slotProps'] = {
    htmlInput: { readOnly, ...htmlInput },
    input: endAdornment ? { endAdornment } : undefined,
    inputLabel: shrinkLabel ? { shrink: true } : undefined,
    select: selectProps,
  };
  return (
    <TextField
      id={id}
      {...field}
      value={(displayValue ? displayValue(formValue) : formValue) ?? ''}
      onChange={(event) => {
        onTextChange?.(event.target.value);
        field.onChange(event);
      }}
      className={`ra-input ra-input-${source}`}
      type={select ? undefined : type}
      select={select}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={invalid}
      helperText={<InputHelperText error={error?.message} helperText={hint} />}
      disabled={readOnly}
      slotProps={slotProps}
    >
      {children}
    </TextField>
  );
};
