import { FormControlLabel, FormGroup, FormHelperText, Switch } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';

interface SwitchFieldProps {
  source: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
  /** On a create form: the column's default (a new testimonial starts published). */
  defaultValue?: boolean;
}

/**
 * A yes/no switch of the form (react-admin's BooleanInput hands FormControlLabel an
 * `inputRef`, which MUI 9 passes to the DOM). The ref goes to the switch's own input.
 */
export const SwitchField = ({
  source,
  label,
  validate,
  readOnly,
  defaultValue = false,
}: SwitchFieldProps) => {
  const {
    id,
    field,
    isRequired,
    fieldState: { error, invalid },
  } = useInput({ source, validate, readOnly, defaultValue, type: 'checkbox' });
  return (
    <FormGroup className={`ra-input ra-input-${source}`}>
      <FormControlLabel
        control={
          <Switch
            id={id}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => {
              field.onChange(event);
              field.onBlur();
            }}
            disabled={readOnly}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      />
      <FormHelperText error={invalid}>
        <InputHelperText error={error?.message} />
      </FormHelperText>
    </FormGroup>
  );
};
