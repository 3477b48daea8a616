import type { Locale } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-context';

/**
 * Staff's content in the visitor's language (issue 28). The API answers each translatable
 * field twice: `name` in English and `name_ar` in Arabic, '' while staff have not written it.
 * Arabic pages show the Arabic text and fall back to the English one; English pages always
 * show English.
 */
export type Translatable<K extends string> = { readonly [P in K]: string } & {
  readonly [P in `${K}_ar`]?: string | null;
};

/** The text and, when it is the English fallback on an Arabic page, its language. */
export interface LocalizedText {
  text: string;
  /** Set on the English fallback inside an Arabic page, so it is read and laid out as English. */
  lang?: 'en';
  dir?: 'ltr';
}

// Rich text counts as absent when it has no words ('<p></p>' from an emptied editor).
const isBlank = (value: string) => value.replace(/<[^>]*>|&nbsp;/g, '').trim() === '';

/** The Arabic twin of a field, or undefined when staff have not written it. */
export function arabicOf<K extends string>(row: Translatable<K>, field: K): string | undefined {
  const value = (row as Record<string, unknown>)[`${field}_ar`];
  return typeof value === 'string' && !isBlank(value) ? value : undefined;
}

/** A field in a language: its Arabic twin on Arabic pages when written, else the English. */
export function localized<K extends string>(
  row: Translatable<K>,
  field: K,
  locale: Locale,
): string {
  return localizedText(row, field, locale).text;
}

/** localized() with the attributes an English fallback needs inside an Arabic page. */
export function localizedText<K extends string>(
  row: Translatable<K>,
  field: K,
  locale: Locale,
): LocalizedText {
  if (locale === 'en') return { text: row[field] };
  const arabic = arabicOf(row, field);
  return arabic === undefined ? { text: row[field], lang: 'en', dir: 'ltr' } : { text: arabic };
}

/**
 * localizedText() in the page's language. Spread `lang` and `dir` on the element:
 *   const name = useLocalized()(course, 'name');
 *   <h3 lang={name.lang} dir={name.dir}>{name.text}</h3>
 */
export function useLocalized(): <K extends string>(
  row: Translatable<K>,
  field: K,
) => LocalizedText {
  const locale = useLocale();
  return (row, field) => localizedText(row, field, locale);
}
