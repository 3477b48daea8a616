import { COMPANY_TIME_ZONE } from '@/lib/format-date';

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

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
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

function partsOf(date: Date): DayParts {
  const parts: Record<string, string> = {};
  for (const part of PARTS.formatToParts(date)) parts[part.type] = part.value;
  return {
    weekday: parts.weekday ?? '',
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
  };
}

// en-GB writes "Wed, 10 Feb 2027"; people write it without the comma.
const dayText = (date: Date) => PARTS.format(date).replace(',', '');

/**
 * "Wed 10 Feb 2027" for a one-day session; a longer one names both ends, sharing what they
 * share: "Sun 13 – Tue 15 Dec 2026", "Mon 29 Jun – Wed 1 Jul 2026", "Tue 29 Dec 2026 – Thu 2 Jan 2027".
 */
export function sessionDateLabel({ starts_at, ends_at, date_label }: SessionMoments): string {
  if (date_label) return date_label;
  const start = new Date(starts_at);
  const end = new Date(ends_at);
  if (Number.isNaN(start.getTime())) return 'Date to be announced';
  if (Number.isNaN(end.getTime()) || dayText(start) === dayText(end)) return dayText(start);
  const a = partsOf(start);
  const b = partsOf(end);
  if (a.year !== b.year) return `${dayText(start)} – ${dayText(end)}`;
  if (a.month !== b.month) {
    return `${a.weekday} ${a.day} ${a.month} – ${b.weekday} ${b.day} ${b.month} ${b.year}`;
  }
  return `${a.weekday} ${a.day} – ${b.weekday} ${b.day} ${b.month} ${b.year}`;
}

/** "09:00–16:00" (each day of the session), Cairo time. */
export function sessionTimeLabel({ starts_at, ends_at, time_label }: SessionMoments): string {
  if (time_label) return time_label;
  const start = new Date(starts_at);
  const end = new Date(ends_at);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  return `${TIME.format(start)}–${TIME.format(end)}`;
}

/** "Wed 10 Feb 2027, 09:00–16:00": a session in one line (lists, titles, "Moved from …"). */
export function sessionLabel(session: SessionMoments): string {
  const time = sessionTimeLabel(session);
  return time ? `${sessionDateLabel(session)}, ${time}` : sessionDateLabel(session);
}

export function seatsLeftText(left: number): string {
  return left === 1 ? '1 seat left' : `${left} seats left`;
}
