import { ARABIC_INTL_LOCALE, type Locale } from '@/i18n/locale';

/**
 * One date rule for the company (issue 11 item 6): a moment is shown as the day it was in
 * Cairo, whatever the visitor's time zone. The dashboard has the same rule in
 * admin/src/lib/format-date.ts. Arabic pages write the same days with Intl's Arabic words
 * and Latin digits (issue 28: one digit choice in both languages).
 */
export const COMPANY_TIME_ZONE = 'Africa/Cairo';

/** A Cairo-time date format per language: English keeps its tag, Arabic uses ar-EG Latin digits. */
export function cairoFormat(
  english: string,
  options: Intl.DateTimeFormatOptions,
): (locale: Locale) => Intl.DateTimeFormat {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return (locale) => {
    let format = made.get(locale);
    if (!format) {
      const tag = locale === 'ar' ? ARABIC_INTL_LOCALE : english;
      made.set(
        locale,
        (format = new Intl.DateTimeFormat(tag, { ...options, timeZone: COMPANY_TIME_ZONE })),
      );
    }
    return format;
  };
}

// en-CA writes days as YYYY-MM-DD; Arabic writes 04/11/2025 (day first).
const DAY = cairoFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

const LONG_DAY = cairoFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const toDate = (value: string | null | undefined): Date | undefined => {
  if (!value) return undefined;
  // A bare calendar day is that day in Cairo (noon: no offset moves it).
  const date = new Date(CALENDAR_DAY.test(value) ? `${value}T12:00:00+02:00` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** YYYY-MM-DD in Cairo (spec §2 Profile); '—' when unusable. */
export function formatDate(value: string | null | undefined, locale: Locale = 'en'): string {
  const date = toDate(value);
  return date ? DAY(locale).format(date) : '—';
}

/** '5 January 2025' ('5 يناير 2025') in Cairo (legal pages); '—' when unusable. */
export function formatLongDate(value: string | null | undefined, locale: Locale = 'en'): string {
  const date = toDate(value);
  return date ? LONG_DAY(locale).format(date) : '—';
}
