import type { PageLocale } from '../web/page-locale.js';

/**
 * A translatable field in a page's language (issue 28), as the public site shows it
 * (public-site/src/i18n/localized.ts): on /ar pages the Arabic twin `<field>_ar` when staff
 * wrote it, else the English; English pages always English. Blank and emptied rich text
 * ('<p></p>') count as not written.
 */
export function localizedField<K extends string>(
  row: { [P in K]: string } & { [P in `${K}_ar`]?: string | null },
  field: K,
  locale: PageLocale,
): string {
  if (locale === 'ar') {
    const arabic = (row as Record<string, unknown>)[`${field}_ar`];
    if (typeof arabic === 'string' && arabic.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '') {
      return arabic;
    }
  }
  return row[field];
}
