import { COMPANY_TIME_ZONE } from '../common/cairo-time.js';
import type { Course } from '../model/course.entity.js';
import type { CourseSession } from '../model/course-session.entity.js';

/**
 * A session as every screen, mail and API answer names it (issue 22 item 1): dates as people
 * write them, in Cairo time — "Wed 10 Feb 2027, 09:00–16:00".
 */
export interface SessionView {
  id: number;
  starts_at: string;
  ends_at: string;
  date_label: string;
  time_label: string;
  label: string;
  location: string;
  language: string;
  status: 'scheduled' | 'cancelled';
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "Wed 10 Feb 2027" (en-GB puts a comma after the weekday; people do not). */
const day = (date: Date) => dayFormat.format(date).replace(',', '');

/** Calendar days in Cairo from the start's day to the end's day, both counted. */
function daysSpanned(start: Date, end: Date): number {
  const a = Date.parse(dayKey.format(start));
  const b = Date.parse(dayKey.format(end));
  return Math.round((b - a) / 86_400_000) + 1;
}

/** "Wed 10 Feb 2027", or "Wed 10 Feb – Fri 12 Feb 2027" for a session over several days. */
export function dateLabel(start: Date, end: Date): string {
  if (daysSpanned(start, end) <= 1) return day(start);
  const first = day(start);
  const last = day(end);
  const sameYear = first.slice(-4) === last.slice(-4);
  return `${sameYear ? first.slice(0, -5) : first} – ${last}`;
}

/** "09:00–16:00" (each day's hours for a session over several days). */
export const timeLabel = (start: Date, end: Date) =>
  `${timeFormat.format(start)}–${timeFormat.format(end)}`;

/** "7 h", "7.5 h" on one day; "3 days" over several. */
export function durationLabel(start: Date, end: Date): string {
  const days = daysSpanned(start, end);
  if (days > 1) return `${days} days`;
  const hours = Math.round(((end.getTime() - start.getTime()) / 3_600_000) * 10) / 10;
  return `${hours} h`;
}

export const sessionLabel = (session: Pick<CourseSession, 'starts_at' | 'ends_at'>) =>
  `${dateLabel(session.starts_at, session.ends_at)}, ${timeLabel(session.starts_at, session.ends_at)}`;

/** Who a mail goes to, as the booking and session mails need them. */
export interface Addressee {
  name: string;
  email: string;
}

/** The session as every mail shows it: date and times (Cairo), place and language. */
export const sessionFacts = (course: Course, session: CourseSession): [string, string][] => [
  ['Course', course.name],
  ['Date', dateLabel(session.starts_at, session.ends_at)],
  ['Times', `${timeLabel(session.starts_at, session.ends_at)} (Cairo time)`],
  ['Location', session.location],
  ['Language', session.language],
];

export function sessionView(session: CourseSession): SessionView;
export function sessionView(session: CourseSession | null | undefined): SessionView | null;
export function sessionView(session: CourseSession | null | undefined): SessionView | null {
  if (!session) return null;
  const date_label = dateLabel(session.starts_at, session.ends_at);
  const time_label = timeLabel(session.starts_at, session.ends_at);
  return {
    id: session.id,
    starts_at: session.starts_at.toISOString(),
    ends_at: session.ends_at.toISOString(),
    date_label,
    time_label,
    label: `${date_label}, ${time_label}`,
    location: session.location,
    language: session.language,
    status: session.status,
  };
}
