import { COMPANY_TIME_ZONE, formatCairo } from '../common/cairo-time.js';
import { asLocale, type Locale } from '../model/user.entity.js';

export type { Locale } from '../model/user.entity.js';

/**
 * The language a mail is written in is decided here, once: the reader's account language
 * (`users.locale`, issue 28 item 4), English for anything else (a visitor's address, an older
 * row). Every account mail, and the PDF attached to it, follows this answer.
 */
export const mailLocaleOf = (reader: { locale?: string | null } | null | undefined): Locale =>
  asLocale(reader?.locale);

/** Arabic in Egyptian month names with Latin digits (docs/decisions/0021), English as en-GB. */
export { INTL_LOCALE } from '../common/locale.js';
import { INTL_LOCALE } from '../common/locale.js';

const cache = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: Locale, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: COMPANY_TIME_ZONE,
      ...options,
    });
    cache.set(key, format);
  }
  return format;
};

/** "الأربعاء، 10 فبراير 2027" (Arabic) — the day in Cairo. */
export const longDay = (date: Date, locale: Locale) =>
  formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );

/** "09:00" in Cairo, 24-hour clock, Latin digits. */
export const clock = (date: Date, locale: Locale) =>
  formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);

/**
 * An instant as a sentence names it: "Wed 10 Feb 2027, 09:00 (Cairo)" (English, as before) or
 * "الأربعاء، 10 فبراير 2027، الساعة 09:00 بتوقيت القاهرة".
 */
export const momentIn = (date: Date, locale: Locale) =>
  locale === 'ar'
    ? `${longDay(date, 'ar')}، الساعة ${clock(date, 'ar')} بتوقيت القاهرة`
    : formatCairo(date);

/** "10 فبراير 2027" / "10 February 2027": a date without weekday, in Cairo. */
export const plainDate = (date: Date, locale: Locale) =>
  formatter(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);

const AMOUNT: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ar: new Intl.NumberFormat(INTL_LOCALE.ar, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** 1350000 piasters → "EGP 13,500.00" / "13,500.00 ج.م" (ADR 0021: the pound after the figure). */
export const egpAmount = (cents: number, locale: Locale): string =>
  locale === 'ar' ? `${AMOUNT.ar.format(cents / 100)} ج.م` : `EGP ${AMOUNT.en.format(cents / 100)}`;

export { courseNameIn } from '../common/locale.js';

/**
 * A page of the public site in the reader's language: Arabic pages live under /ar (issue 28
 * item 1), so a link in an Arabic mail opens the Arabic page, never the English one.
 */
export const sitePage = (publicUrl: string, locale: Locale, path: string) =>
  `${publicUrl}${locale === 'ar' ? '/ar' : ''}${path}`;
