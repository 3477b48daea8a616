import { useState } from 'react';
import { asText } from '../format';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

const toNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

export interface NumberFieldProps extends FormTextFieldProps {
  /** The arrows' step and the browser's check: 1 for whole numbers, 0.01 for two decimals. */
  step?: number;
  /** Least value (default 0) and largest value, as the server checks them. */
  min?: number;
  max?: number;
}

/**
 * A number input whose form value is a number (or null when empty). What is being typed
 * ("12.") is kept as typed, so a value in progress is never rewritten under the cursor.
 */
export const NumberField = ({ step = 1, min = 0, max, ...props }: NumberFieldProps) => {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  return (
    <FormTextField
      {...props}
      type="number"
      htmlInput={{ min, step, ...(max === undefined ? {} : { max }) }}
      parse={(text) => toNumber(text)}
      format={asText}
      displayValue={(formValue) =>
        typed !== undefined && toNumber(typed) === toNumber(asText(formValue)) ? typed : formValue
      }
      onTextChange={setTyped}
    />
  );
};
