import { formWords, type FormWords } from '@/content/form-words';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import { EMAIL_MESSAGE, MISMATCH_MESSAGE, REQUIRED_MESSAGE } from '@/lib/field-rules';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULE } from '@/lib/password-rule';

/**
 * The form kit speaks the page's language (issue 28). Forms' rules keep their English checks
 * (the same texts the server and the tests use); what the kit shows is looked up here: a known
 * message or field name becomes the page's language, anything else (a server's message) is
 * shown as given.
 */
export function translateMessage(message: string, t: FormWords): string {
  const words = t.messages;
  if (!words) return message;
  const known: Record<string, string> = {
    [REQUIRED_MESSAGE]: words.required,
    [EMAIL_MESSAGE]: words.email,
    [MISMATCH_MESSAGE]: words.mismatch,
    'At least 2 characters.': words.twoCharacters,
    'Only letters, digits, spaces and - / .': words.taxNumber,
    [PASSWORD_RULE]: fill(words.password, { min: PASSWORD_MIN, max: PASSWORD_MAX }),
  };
  if (message in known) return known[message] ?? message;
  const atMost = /^At most (\d+) characters\.$/.exec(message);
  return atMost ? fill(words.atMost, { max: atMost[1] ?? '' }) : message;
}

/** A rule's field name ("first name") in the page's language. */
export function translateFieldName(name: string, t: FormWords): string {
  const names: Partial<Record<string, string>> = t.fieldNames ?? {};
  return names[name] ?? name;
}

/** translateMessage and translateFieldName in the page's language (English: as given). */
export function useFormWords() {
  const locale = useLocale();
  const words = useContent(formWords);
  return {
    t: words.form,
    /** Between the names of a list ("first name, city"; Arabic writes '،'). */
    separator: locale === 'ar' ? '، ' : ', ',
    message: (text: string) => (locale === 'en' ? text : translateMessage(text, words)),
    fieldName: (name: string) => (locale === 'en' ? name : translateFieldName(name, words)),
  };
}
