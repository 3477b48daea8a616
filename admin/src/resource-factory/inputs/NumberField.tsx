import { useState } from 'react';
import { asText } from '../format';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

const toNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * A number input whose form value is a number (or null when empty). What is being typed
 * ("12.") is kept as typed, so a value in progress is never rewritten under the cursor.
 */
export const NumberField = (props: FormTextFieldProps) => {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  return (
    <FormTextField
      {...props}
      type="number"
      htmlInput={{ min: 0, step: 1 }}
      parse={(text) => toNumber(text)}
      format={asText}
      displayValue={(formValue) =>
        typed !== undefined && toNumber(typed) === toNumber(asText(formValue)) ? typed : formValue
      }
      onTextChange={setTyped}
    />
  );
};
