import { type ProfileInput } from '@/features/profile/api/update-profile';
import { longerThanOne } from '@/lib/field-rules';

/** A new password or another email: the server then needs the current password (DECISIONS 16). */
export function needsCurrentPassword(values: ProfileInput, savedEmail: string): boolean {
  return values.password !== '' || values.email.trim().toLowerCase() !== savedEmail.toLowerCase();
}

/**
 * 'Update' is enabled when name and email are each longer than 1 character (spec §5); when a
 * new password is typed, once its confirmation is typed too (the server compares them); and
 * when the password or email changes, once the current password is typed.
 */
export function canSubmitProfile(values: ProfileInput, savedEmail: string): boolean {
  if (!longerThanOne(values.name) || !longerThanOne(values.email)) return false;
  if (values.password !== '' && values.password_confirmation === '') return false;
  if (needsCurrentPassword(values, savedEmail) && values.current_password === '') return false;
  return true;
}
