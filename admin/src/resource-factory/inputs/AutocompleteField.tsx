import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';

export interface AutocompleteChoice {
  id: string | number;
  name: string;
  hint?: string;
}

interface AutocompleteFieldProps<C extends AutocompleteChoice> {
  source: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
  choices: readonly C[];
  isPending?: boolean;
  renderChoice: (choice: C) => ReactNode;
}

/** Type-ahead over the choices, matching the name and the hint; the form value is the id. */
export const AutocompleteField = <C extends AutocompleteChoice>({
  source,
  label,
  validate,
  readOnly,
  choices,
  isPending,
  renderChoice,
}: AutocompleteFieldProps<C>) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate, readOnly });
  const chosen = choices.find((choice) => String(choice.id) === String(field.value ?? '')) ?? null;
  return (
    <Autocomplete<C>
      id={id}
      className={`ra-input ra-input-${source}`}
      options={choices}
      value={chosen}
      loading={isPending}
      disabled={readOnly}
      onChange={(_event, choice) => field.onChange(choice?.id ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(options, { inputValue }) =>
        options.filter((choice) =>
          `${choice.name} ${choice.hint ?? ''}`.toLowerCase().includes(inputValue.toLowerCase()),
        )
      }
      renderOption={(props, choice) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {renderChoice(choice)}
          </li>
        );
      }}
      sx={{ minWidth: 260 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={invalid}
          helperText={<InputHelperText error={error?.message} />}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isPending ? <CircularProgress size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};
