import { MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import type { Validator } from 'react-admin';
import { asText } from '../format';
import { FormTextField } from './FormTextField';

export interface SelectChoice {
  id: string | number;
  name: ReactNode;
  disabled?: boolean;
}

interface SelectFieldProps {
  source: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
  choices: readonly SelectChoice[];
  /** Shown while nothing is chosen; cannot be chosen (spec §2/§5). */
  placeholder?: ReactNode;
  format?: (value: unknown) => unknown;
  /** The label stays above the input (default: when a placeholder is shown). */
  shrinkLabel?: boolean;
}

/** A select of the form (react-admin's SelectInput, without the props MUI 9 no longer takes). */
export const SelectField = ({
  choices,
  placeholder,
  format,
  shrinkLabel,
  ...props
}: SelectFieldProps) => (
  <FormTextField
    {...props}
    // Ids arrive as numbers or text; the options carry them as text.
    format={format ?? asText}
    select
    shrinkLabel={shrinkLabel ?? placeholder !== undefined}
    selectProps={{ displayEmpty: placeholder !== undefined }}
  >
    {placeholder !== undefined && (
      <MenuItem value="" disabled>
        {placeholder}
      </MenuItem>
    )}
    {choices.map((choice) => (
      <MenuItem key={choice.id} value={String(choice.id)} disabled={choice.disabled}>
        {choice.name}
      </MenuItem>
    ))}
  </FormTextField>
);
