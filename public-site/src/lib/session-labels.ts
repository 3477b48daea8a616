import type { Dictionary } from '@/i18n/dictionary';
import { en } from '@/i18n/en';
import type { Locale } from '@/i18n/locale';
import { intlLocale, plural } from '@/i18n/text';
import { cairoFormat } from '@/lib/format-date';

/** The language a label is written in; English when not given. */
export interface LabelLanguage {
  locale: Locale;
  dictionary: Dictionary;
}

const ENGLISH: LabelLanguage = { locale: 'en', dictionary: en };

/**
 * A dated session as every booking screen needs it (issue 22): the server's SessionView, or a
 * row of GET /api/sessions/upcoming. Labels are built here from the two moments, in Cairo time,
 * so a session reads the same on the course page, at checkout, on the result page and in the
 * profile, whichever answer it came from.
 */
export interface SessionMoments {
  starts_at: string;
  ends_at: string;
  /** The server's own labels (issue 22 SessionView): used when present, so the site, the mails
   * and the dashboard write a session the same way. */
  date_label?: string;
  time_label?: string;
}

const TIME = cairoFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

// Arabic has no short weekday or month names: Intl writes them in full ('الأربعاء 10 فبراير 2027').
const PARTS = cairoFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

interface DayParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
}

function partsOf(date: Date, locale: Locale): DayParts {
  const parts: Record<string, string> = {};
  for (const part of PARTS(locale).formatToParts(date)) parts[part.type] = part.value;
  return {
    weekday: parts.weekday ?? '',
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
  };
}

// en-GB writes "Wed, 10 Feb 2027" (Arabic with '،'); people write it without the comma.
const dayText = (date: Date, locale: Locale) => PARTS(locale).format(date).replace(/[,،]/, '');

/**
 * "Wed 10 Feb 2027" for a one-day session; a longer one names both ends, sharing what they
 * share: "Sun 13 – Tue 15 Dec 2026", "Mon 29 Jun – Wed 1 Jul 2026", "Tue 29 Dec 2026 – Thu 2 Jan 2027".
 */
export function sessionDateLabel(
  { starts_at, ends_at, date_label }: SessionMoments,
  { locale, dictionary }: LabelLanguage = ENGLISH,
): string {
  if (date_label && locale === 'en') return date_label;
  const start = new Date(starts_at);
  const end = new Date(ends_at);
  if (Number.isNaN(start.getTime())) return dictionary.courses.dateToBeAnnounced;
  const day = (date: Date) => dayText(date, locale);
  if (Number.isNaN(end.getTime()) || day(start) === day(end)) return day(start);
  const a = partsOf(start, locale);
  const b = partsOf(end, locale);
  if (a.year !== b.year) return `${day(start)} – ${day(end)}`;
  if (a.month !== b.month) {
    return `${a.weekday} ${a.day} ${a.month} – ${b.weekday} ${b.day} ${b.month} ${b.year}`;
  }
  return `${a.weekday} ${a.day} – ${b.weekday} ${b.day} ${b.month} ${b.year}`;
}

/** "09:00–16:00" (each day of the session), Cairo time. */
export function sessionTimeLabel(
  { starts_at, ends_at, time_label }: SessionMoments,
  { locale }: LabelLanguage = ENGLISH,
): string {
  if (time_label && locale === 'en') return time_label;
  const start = new Date(starts_at);
  const end = new Date(ends_at);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const range = `${TIME(locale).format(start)}–${TIME(locale).format(end)}`;
  // Inside Arabic text the bidi algorithm would show "09:00–16:00" as "16:00–09:00": the range
  // is isolated left to right (LRI … PDI), so it reads in order wherever the string goes.
  return locale === 'ar' ? `\u2066${range}\u2069` : range;
}

/** "Wed 10 Feb 2027, 09:00–16:00": a session in one line (lists, titles, "Moved from …"). */
export function sessionLabel(session: SessionMoments, language: LabelLanguage = ENGLISH): string {
  const time = sessionTimeLabel(session, language);
  const date = sessionDateLabel(session, language);
  const comma = language.locale === 'ar' ? '، ' : ', ';
  return time ? `${date}${comma}${time}` : date;
}

// The languages staff teach in, as the server names them (English words), to ask Intl for
// their names in the page's language: no list of names to translate and ship.
const LANGUAGE_CODES: Record<string, string> = { English: 'en', Arabic: 'ar', French: 'fr' };
const languageNames = new Map<Locale, Intl.DisplayNames>();

/** The language a session is taught in, in the page's language ('English' → 'الإنجليزية'). */
export function sessionLanguageName(language: string, locale: Locale): string {
  const code = LANGUAGE_CODES[language];
  if (locale === 'en' || !code) return language;
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: 'language' });
    languageNames.set(locale, names);
  }
  return names.of(code) ?? language;
}

/** "1 seat left", "3 seats left"; in Arabic by its six plural forms. */
export function seatsLeftText(
  left: number,
  { locale, dictionary }: LabelLanguage = ENGLISH,
): string {
  return plural(dictionary.courses.seatsLeft, left, locale);
}
