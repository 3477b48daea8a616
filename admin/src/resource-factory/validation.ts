import { email, minLength, required, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../resources/types';
import { asText, htmlToText } from './format';
import { laterThan, validMoment } from './inputs/cairoDayjs';

export type FormMode = 'create' | 'edit';

/**
 * Rich text counts its text, not its markup: an empty editor holds '<p></p>'. Marked
 * `isRequired` (as react-admin's `required()` is) so the input shows its asterisk.
 */
const richTextMinLength = (min: number): Validator => {
  const validator = (value: unknown) =>
    htmlToText(asText(value)).length >= min
      ? undefined
      : min <= 1
        ? 'ra.validation.required'
        : { message: 'ra.validation.minLength', args: { min } };
  return Object.assign(validator, { isRequired: true });
};

const lengthBetween =
  ({ min, max, message }: { min: number; max: number; message: string }): Validator =>
  (value: unknown) => {
    const text = asText(value);
    return text === '' || (text.length >= min && text.length <= max) ? undefined : message;
  };

/**
 * Client-side gating of spec §5: the save button stays disabled until these hold. A minimum
 * length implies a value (an empty title is not "longer than 1").
 */
export const validatorsFor = (field: FieldDeclaration, mode: FormMode): Validator[] | undefined => {
  if (field.readOnly) return undefined;
  if (mode === 'edit' && field.validateOn === 'create') return undefined;
  const min =
    mode === 'edit' && field.editMinLength !== undefined ? field.editMinLength : field.minLength;
  const validators: Validator[] = [];
  if (field.type === 'richtext') {
    if (min !== undefined) validators.push(richTextMinLength(min));
    else if (field.required) validators.push(richTextMinLength(1));
  } else {
    if (field.required || min !== undefined) validators.push(required());
    if (min !== undefined && min > 1) validators.push(minLength(min));
    if (field.lengthRule) validators.push(lengthBetween(field.lengthRule));
  }
  if (field.type === 'email') validators.push(email());
  if (field.type === 'datetime') {
    validators.push(validMoment);
    if (field.after) validators.push(laterThan(field.after));
  }
  return validators.length > 0 ? validators : undefined;
};
