import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The form kit's own words (components/form, missing-list, text-field). Rules and checks keep
 * writing English; the kit shows them in the page's language through `messages` and
 * `fieldNames` (components/form/form-words.ts). Arabic in content/ar/form-words.ts.
 *
 * The rules' field names ("Still needed: first name, city"). English pages show them as the
 * rules write them, so only the Arabic words list them (`fieldNames`), each one required there
 * by this type: English pages carry no copy of the list.
 */
export type FieldName =
  | 'first name'
  | 'last name'
  | 'phone number'
  | 'city'
  | 'company name'
  | 'tax registration number'
  | 'full name'
  | 'name'
  | 'country'
  | 'email'
  | 'email or phone'
  | 'phone'
  | 'password'
  | 'current password'
  | 'new password'
  | 'matching confirmation'
  | 'matching password confirmation'
  | 'CV';

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
  },
};

export type FormWordsEnglish = typeof english;
/** What the kit reads: the Arabic words also name the fields. */
export type FormWords = Words<FormWordsEnglish> & {
  readonly fieldNames?: Readonly<Record<FieldName, string>>;
};

export const formWords = bilingual<FormWords>(english, () => import('@/content/ar/form-words'));
