import { type ProfileInput } from '@/features/profile/api/update-profile';
import { passwordRuleError } from '@/lib/password-rule';
import {
  checkForm,
  emailProblem,
  longerThanOne,
  MISMATCH_MESSAGE,
  type FormRules,
} from '@/lib/field-rules';

const TOO_SHORT = 'At least 2 characters.';

/** A new password or another email: the server then needs the current password (DECISIONS 16). */
export function needsCurrentPassword(values: ProfileInput, savedEmail: string): boolean {
  return values.password !== '' || values.email.trim().toLowerCase() !== savedEmail.toLowerCase();
}

/**
 * 'Update' is enabled when name and email are each longer than 1 character (spec §5) and the
 * email looks like one; a new password, when typed, keeps the server's length rule and needs a
 * matching confirmation; a new password or email needs the current password.
 */
export function profileRules(savedEmail: string): FormRules<ProfileInput> {
  return {
    name: { label: 'name', check: (value) => (longerThanOne(value) ? undefined : TOO_SHORT) },
    email: {
      label: 'email',
      check: (value) => (longerThanOne(value) ? emailProblem(value) : TOO_SHORT),
    },
    password: { label: 'new password', required: false, check: passwordRuleError },
    password_confirmation: {
      label: 'matching password confirmation',
      required: (values) => values.password !== '',
      check: (value, values) => (value === values.password ? undefined : MISMATCH_MESSAGE),
    },
    current_password: {
      label: 'current password',
      required: (values) => needsCurrentPassword(values, savedEmail),
    },
  };
}

export function canSubmitProfile(values: ProfileInput, savedEmail: string): boolean {
  return checkForm(values, profileRules(savedEmail)).missing.length === 0;
}
