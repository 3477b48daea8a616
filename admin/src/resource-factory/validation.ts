import { email, minLength, required, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../resources/types';

export type FormMode = 'create' | 'edit';

/**
 * Client-side gating of spec §5: the save button stays disabled until these hold. A minimum
 * length implies a value (an empty title is not "longer than 1").
 */
export const validatorsFor = (field: FieldDeclaration, mode: FormMode): Validator[] | undefined => {
  if (field.readOnly) return undefined;
  if (mode === 'edit' && field.validateOn === 'create') return undefined;
  const validators: Validator[] = [];
  if (field.required || field.minLength !== undefined) validators.push(required());
  if (field.minLength !== undefined) validators.push(minLength(field.minLength));
  if (field.type === 'email') validators.push(email());
  return validators.length > 0 ? validators : undefined;
};
