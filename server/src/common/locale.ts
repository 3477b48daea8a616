/**
 * The product's two languages (issue 28): what an account reads its mail and documents in, and
 * the language of a site page. Below every feature, so mails, PDFs and the model share it.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Intl's name of each language: Arabic with Latin digits (docs/decisions/0021). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

/** A stored or sent value as a language: anything unknown reads as English. */
export const asLocale = (value: unknown): Locale => (value === 'ar' ? 'ar' : 'en');

/**
 * A course's name for the reader: its Arabic name (`name_ar`, '' when not entered) for an
 * Arabic reader when staff entered one, else its name.
 */
export function courseNameIn(
  course: { name: string; name_ar?: string | null },
  locale: Locale,
): string {
  const arabic = course.name_ar?.trim();
  return locale === 'ar' && arabic ? arabic : course.name;
}
