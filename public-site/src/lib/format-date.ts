/**
 * One date rule for the company (issue 11 item 6): a moment is shown as the day it was in
 * Cairo, whatever the visitor's time zone. The dashboard has the same rule in
 * admin/src/lib/format-date.ts.
 */
export const COMPANY_TIME_ZONE = 'Africa/Cairo';

// en-CA writes days as YYYY-MM-DD.
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const toDate = (value: string | null | undefined): Date | undefined => {
  if (!value) return undefined;
  // A bare calendar day is that day in Cairo (noon: no offset moves it).
  const date = new Date(CALENDAR_DAY.test(value) ? `${value}T12:00:00+02:00` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** YYYY-MM-DD in Cairo (spec §2 Profile); '—' when unusable. */
export function formatDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? DAY.format(date) : '—';
}

/** '5 January 2025' in Cairo (legal pages); '—' when unusable. */
export function formatLongDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? LONG_DAY.format(date) : '—';
}
