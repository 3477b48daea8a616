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

const MOMENT = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '26 Nov 2026, 14:05' in Cairo: when something happened (a history entry). */
export const formatMoment = (value: unknown): string => {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : MOMENT.format(date);
};
