import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The form kit's own words (components/form, missing-list, text-field). Rules and checks keep
 * writing English; the kit shows them in the page's language through `messages` and
 * `fieldNames` (components/form/form-words.ts). Arabic in content/ar/form-words.ts.
 */
const english = {
  form: {
    optional: ' (optional)',
    stillNeeded: 'Still needed:',
    requiredBefore: 'Fields marked ',
    requiredAfter: ' are required.',
    messages: {
      required: 'This field is required.',
      email: 'Enter an email address like name@example.com.',
      mismatch: 'The passwords do not match.',
      twoCharacters: 'At least 2 characters.',
      atMost: 'At most {max} characters.',
      taxNumber: 'Only letters, digits, spaces and - / .',
      password: 'The password must be {min} to {max} characters',
    },
    /** The rules' field names ("Still needed: first name, city"), keyed by their English. */
    fieldNames: {
      'first name': 'first name',
      'last name': 'last name',
      'phone number': 'phone number',
      city: 'city',
      'company name': 'company name',
      'tax registration number': 'tax registration number',
      'full name': 'full name',
      name: 'name',
      country: 'country',
      email: 'email',
      'email or phone': 'email or phone',
      phone: 'phone',
      password: 'password',
      'current password': 'current password',
      'new password': 'new password',
      'matching confirmation': 'matching confirmation',
      'matching password confirmation': 'matching password confirmation',
      CV: 'CV',
    },
  },
};

export type FormWordsEnglish = typeof english;
export type FormWords = Words<FormWordsEnglish>;

export const formWords = bilingual<FormWords>(english, () => import('@/content/ar/form-words'));
