import { publicSeatsLeft, type Occupancy } from '../booking/seats.js';
import { dateLabel, durationLabel, sessionLabel, timeLabel } from '../booking/session-view.js';
import { toCairoInput } from '../common/cairo-time.js';
import type { CourseSession } from '../model/course-session.entity.js';

/** The session's times as ISO instants, as Cairo wall-clock text and as people write them. */
function presentTimes(session: CourseSession) {
  return {
    id: session.id,
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    starts_at_cairo: toCairoInput(session.starts_at),
    ends_at_cairo: toCairoInput(session.ends_at),
    // Issue 22 item 5: dates as people write them (Cairo), "Wed 10 Feb 2027, 09:00–16:00".
    label: sessionLabel(session),
    date_label: dateLabel(session.starts_at, session.ends_at),
    time_label: timeLabel(session.starts_at, session.ends_at),
    duration_label: durationLabel(session.starts_at, session.ends_at),
    location: session.location,
    language: session.language,
    status: session.status,
  };
}

/** A session as visitors see it: its times and the seats anyone not yet in line could book. */
export function presentPublic(session: CourseSession, seats: Occupancy) {
  const left = publicSeatsLeft(session, seats);
  return {
    ...presentTimes(session),
    course_id: session.course_id,
    capacity: session.capacity,
    seats_left: left,
    full: left === 0,
    waiting: seats.waiting,
  };
}

/** A session as staff see it: with its course and who holds its seats. */
export function presentForStaff(session: CourseSession, seats: Occupancy) {
  return {
    ...presentPublic(session, seats),
    course: { id: session.course.id, name: session.course.name },
    seats_taken: seats.paid,
    booked_count: seats.paid,
    seats_held: seats.holders.size,
    created_at: session.created_at,
    updated_at: session.updated_at,
  };
}
