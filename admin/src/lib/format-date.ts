/**
 * One date rule for the company (issue 11 item 6): a moment is shown as the day it was in
 * Cairo, whatever the time zone of the browser or of the stored UTC value. The public site
 * has the same rule in public-site/src/lib/format-date.ts.
 */
export const COMPANY_TIME_ZONE = 'Africa/Cairo';

// en-CA writes days as YYYY-MM-DD.
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD in Cairo of an ISO date-time or Date; a bare calendar day stays that day. */
export const formatDay = (value: unknown): string => {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return value;
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return '';
  if (value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
};

/**
 * The Intl locale of the dashboard's language: English as the company writes it (day month
 * year), Arabic with Egyptian month names and Latin digits (docs/decisions/0021).
 */
export const intlLocaleOf = (locale = 'en'): string =>
  locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and shape, always in Cairo, made once. */
const cairoFormat = (
  locale: string,
  shape: 'moment' | 'weekday-day' | 'weekday-day-no-year' | 'clock',
): Intl.DateTimeFormat => {
  const key = `${locale}|${shape}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      moment: {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
      'weekday-day': { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
      'weekday-day-no-year': { weekday: 'short', day: 'numeric', month: 'short' },
      clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    }[shape] as Intl.DateTimeFormatOptions;
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      timeZone: COMPANY_TIME_ZONE,
      ...options,
    });
    formats.set(key, format);
  }
  return format;
};

/** The comma between a day and its hours: Arabic writes its own (،). */
const commaOf = (locale: string) => (locale === 'ar' ? '، ' : ', ');

/** '26 Nov 2026, 14:05' in Cairo: when something happened (a history entry). */
export const formatMoment = (value: unknown, locale = 'en'): string => {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : cairoFormat(locale, 'moment').format(date);
};

const toDate = (value: unknown): Date | undefined => {
  if (!(value instanceof Date) && typeof value !== 'string') return undefined;
  if (value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

// en-GB puts a comma after the weekday ("Wed, 10 Feb 2027"); people write it without.
const dayText = (format: Intl.DateTimeFormat, date: Date) => format.format(date).replace(',', '');

/** 'Wed 10 Feb 2027' in Cairo; '' for anything that is not a moment. */
export const formatWeekday = (value: unknown, locale = 'en'): string => {
  const date = toDate(value);
  return date ? dayText(cairoFormat(locale, 'weekday-day'), date) : '';
};

/** 'Wed 10 Feb 2027, 09:00' in Cairo; '' for anything that is not a moment. */
export const formatDateTime = (value: unknown, locale = 'en'): string => {
  const date = toDate(value);
  if (!date) return '';
  const day = dayText(cairoFormat(locale, 'weekday-day'), date);
  return `${day}${commaOf(locale)}${cairoFormat(locale, 'clock').format(date)}`;
};

/**
 * A session's dates as people write them, in Cairo: 'Wed 10 Feb 2027, 09:00–16:00' for one
 * day, 'Sun 7 Feb – Tue 9 Feb 2027, 09:00–16:00' for several (a course runs the same hours
 * each day), with both years when it spans a new year.
 */
export const formatDateRange = (starts: unknown, ends: unknown, locale = 'en'): string => {
  const start = toDate(starts);
  const end = toDate(ends);
  if (!start) return '';
  if (!end) return formatDateTime(start, locale);
  const clock = cairoFormat(locale, 'clock');
  const range = `${clock.format(start)}–${clock.format(end)}`;
  // Inside Arabic text the bidi algorithm would show '09:00–16:00' as '16:00–09:00': the hours
  // are isolated left to right (LRI … PDI), as the public site does.
  const hours = locale === 'ar' ? `\u2066${range}\u2069` : range;
  const comma = commaOf(locale);
  const firstDay = dayText(cairoFormat(locale, 'weekday-day'), start);
  const lastDay = dayText(cairoFormat(locale, 'weekday-day'), end);
  if (firstDay === lastDay) return `${firstDay}${comma}${hours}`;
  const sameYear = firstDay.slice(-4) === lastDay.slice(-4);
  const from = sameYear ? dayText(cairoFormat(locale, 'weekday-day-no-year'), start) : firstDay;
  return `${from} – ${lastDay}${comma}${hours}`;
};

const HOUR_MS = 3_600_000;

type ArabicForms = Record<'one' | 'two' | 'few' | 'many' | 'other', string>;

/** A counted unit in Arabic: its form by Intl's plural category, the count in Latin digits. */
const ARABIC_PLURAL = new Intl.PluralRules('ar');
const arabicCount = (count: number, forms: ArabicForms) => {
  const category = ARABIC_PLURAL.select(count);
  const form = category === 'zero' ? forms.other : forms[category];
  return form.replace('#', String(count));
};
const ARABIC_UNITS = {
  hours: { one: 'ساعة واحدة', two: 'ساعتان', few: '# ساعات', many: '# ساعة', other: '# ساعة' },
  minutes: {
    one: 'دقيقة واحدة',
    two: 'دقيقتان',
    few: '# دقائق',
    many: '# دقيقة',
    other: '# دقيقة',
  },
  days: { one: 'يوم واحد', two: 'يومان', few: '# أيام', many: '# يومًا', other: '# يوم' },
} satisfies Record<string, ArabicForms>;

/**
 * How long a session lasts, as the form says it under the pair: '7 h', '7 h 30 min' within a
 * day, '3 days' when it runs over several Cairo days (counted inclusively, as a course's days
 * are); in Arabic '7 ساعات و30 دقيقة', '3 أيام'. '' when the end is not after the start.
 */
export const formatDuration = (starts: unknown, ends: unknown, locale = 'en'): string => {
  const start = toDate(starts);
  const end = toDate(ends);
  if (!start || !end || end <= start) return '';
  const arabic = locale === 'ar';
  const startDay = formatDay(start);
  const endDay = formatDay(end);
  if (startDay === endDay || end.getTime() - start.getTime() < 24 * HOUR_MS) {
    const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
    const whole = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (arabic) {
      const parts = [
        whole ? arabicCount(whole, ARABIC_UNITS.hours) : '',
        rest ? arabicCount(rest, ARABIC_UNITS.minutes) : '',
      ];
      return parts.filter(Boolean).join(' و');
    }
    if (whole === 0) return `${rest} min`;
    return rest ? `${whole} h ${rest} min` : `${whole} h`;
  }
  // Calendar days in Cairo, both ends included (Sun 09:00 → Tue 16:00 is 3 days).
  const days = Math.round((Date.parse(endDay) - Date.parse(startDay)) / (24 * HOUR_MS)) + 1;
  return arabic ? arabicCount(days, ARABIC_UNITS.days) : `${days} days`;
};
