import { englishText, type DashboardTranslate } from '../../i18n/useDashboardTranslate';
import { formatDateRange } from '../../lib/format-date';

/** A session as GET /api/course-sessions answers it (the fields the staff tools read). */
export interface SessionRow {
  id: number;
  course_id: number;
  starts_at: string;
  ends_at: string;
  label?: string;
  location?: string;
  status?: string;
  seats_left?: number;
  capacity?: number;
  booked_count?: number;
  seats_taken?: number;
}

/**
 * A session's dates in the dashboard's language, in Cairo ('Wed 10 Feb 2027, 09:00–16:00',
 * 'الأربعاء 10 فبراير 2027، 09:00–16:00'). The server's English label stands in only when the
 * row has no dates to format.
 */
export const sessionLabel = (
  session: Pick<SessionRow, 'label' | 'starts_at' | 'ends_at'>,
  locale = 'en',
) => formatDateRange(session.starts_at, session.ends_at, locale) || session.label || '';

/**
 * Where bookings may move: the course's other sessions, still scheduled, not started and with
 * a seat left, soonest first. The server checks the seats again (409 when they ran out).
 */
export const moveTargets = (
  sessions: readonly SessionRow[],
  fromSessionId: number | null | undefined,
  now = new Date(),
): SessionRow[] =>
  sessions
    .filter(
      (session) =>
        session.id !== fromSessionId &&
        (session.status ?? 'scheduled') === 'scheduled' &&
        new Date(session.starts_at) > now &&
        (session.seats_left ?? 0) > 0,
    )
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));

/** '3 seats left', in the dashboard's language (`t`; English by default). */
export const seatsText = (seats: number | undefined, t: DashboardTranslate = englishText) =>
  t('course_sessions.seats_left', { smart_count: seats ?? 0 });
