import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The form kit's own words (components/form, missing-list, text-field). Arabic in
 * content/ar/form-words.ts.
 *
 * Rules and checks keep writing English (lib/field-rules, lib/password-rule: the same texts
 * the server and the tests use). English pages show them as written, so only the Arabic words
 * translate them (`RuleTranslations`: every message and every field name, required by the
 * type); the kit looks them up (components/form/form-words.ts). English pages carry no copy.
 *
 * The rules' field names ("Still needed: first name, city"):
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
  },
};

export type FormWordsEnglish = typeof english;
/** The rules' English texts in another language. */
export interface RuleTranslations {
  /** Each rule message ('{max}', '{min}': the rule's numbers). */
  readonly messages: {
    readonly required: string;
    readonly email: string;
    readonly mismatch: string;
    readonly twoCharacters: string;
    readonly atMost: string;
    readonly taxNumber: string;
    readonly password: string;
  };
  readonly fieldNames: Readonly<Record<FieldName, string>>;
}

/** What the kit reads: the Arabic words also translate the rules. */
export type FormWords = Words<FormWordsEnglish> & Partial<RuleTranslations>;

export const formWords = bilingual<FormWords>(english, () => import('@/content/ar/form-words'));
