import { useEffect, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDeclaration } from '../resources/types';
import { asText, valueAt } from './format';
import { AutocompleteField } from './inputs/AutocompleteField';
import { SelectField } from './inputs/SelectField';
import { placeholderAware } from './placeholder';
import { useOptions, type OptionChoice } from './useOptions';

interface OptionsInputProps {
  field: FieldDeclaration;
  validate?: Validator[];
  readOnly?: boolean;
}

const OptionText = ({ choice }: { choice: OptionChoice }) =>
  choice.hint ? (
    <Box>
      <Typography variant="body2">{choice.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {choice.hint}
      </Typography>
    </Box>
  ) : (
    <>{choice.name}</>
  );

/**
 * A select over a plain-array API list (spec §7 "for selects"), sending the chosen row's id.
 * With `dependsOn`, only the rows of the chosen parent are offered (course → subcategory), and
 * a choice that no longer fits the parent is cleared.
 */
export const OptionsInput = ({ field, validate, readOnly }: OptionsInputProps) => {
  const source = field.options!;
  const { choices, isPending } = useOptions(source);
  const { setValue, getValues } = useFormContext();
  const parent = useWatch({ name: source.dependsOn?.field ?? '__none__' }) as unknown;
  const dependsOn = source.dependsOn;

  const offered = useMemo(
    () =>
      dependsOn
        ? choices.filter((choice) => asText(valueAt(choice.row, dependsOn.key)) === asText(parent))
        : choices,
    [choices, dependsOn, parent],
  );

  useEffect(() => {
    if (!dependsOn || isPending) return;
    const current = asText(getValues(field.source));
    if (current && !offered.some((choice) => choice.id === current)) {
      setValue(field.source, '', { shouldValidate: true, shouldDirty: true });
    }
  }, [dependsOn, isPending, offered, field.source, getValues, setValue]);

  const common = {
    source: field.source,
    label: field.label,
    validate,
    readOnly,
  };

  if (source.autocomplete) {
    return (
      <AutocompleteField
        {...common}
        choices={offered}
        isPending={isPending}
        renderChoice={(choice) => <OptionText choice={choice} />}
      />
    );
  }

  const placeholder =
    dependsOn?.waitingText && !asText(parent) ? dependsOn.waitingText : field.placeholder;
  return (
    <SelectField
      {...common}
      // The API sends ids as numbers; the options carry them as text.
      format={(value) => (value === null || value === undefined ? '' : asText(value))}
      choices={offered.map((choice) => ({
        id: choice.id,
        name: choice.hint ? `${choice.name} — ${choice.hint}` : choice.name,
      }))}
      placeholder={placeholder ? placeholderAware({ id: '', name: placeholder }) : undefined}
      shrinkLabel
    />
  );
};
