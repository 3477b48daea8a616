import { type ProfileInput } from '@/features/profile/api/update-profile';
import { longerThanOne } from '@/lib/field-rules';

/**
 * 'Update' is enabled when name and email are each longer than 1 character (spec §5), and,
 * when a new password is typed, once its confirmation is typed too (the server compares them).
 */
export function canSubmitProfile(values: ProfileInput): boolean {
  if (!longerThanOne(values.name) || !longerThanOne(values.email)) return false;
  if (values.password !== '' && values.password_confirmation === '') return false;
  return true;
}
