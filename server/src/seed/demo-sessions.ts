import { parseCairoTime, toCairoInput } from '../common/cairo-time.js';
import type { CourseSession } from '../model/course-session.entity.js';

/** The first courses of the demo catalogue get dated sessions (ADR 0011). */
export const DEMO_SESSION_COURSES = 4;

const DAY = 24 * 60 * 60_000;
const LOCATIONS = ['Petrolink Training Centre, New Cairo', 'Client site, Ain Sokhna'];

/**
 * Two sessions per course, 2 and 5 weeks after seeding, 09:00–16:00 Cairo over three days; the
 * first course's early session has 3 seats so the demo shows "3 seats left".
 */
export function demoSessions(courseId: number, index: number): Partial<CourseSession>[] {
  return [2, 5].map((weeks, n) => {
    const day = toCairoInput(new Date(Date.now() + (weeks * 7 + index) * DAY)).slice(0, 10);
    const starts = parseCairoTime(`${day}T09:00`)!;
    const endDay = toCairoInput(new Date(starts.getTime() + 2 * DAY)).slice(0, 10);
    return {
      course_id: courseId,
      starts_at: starts,
      ends_at: parseCairoTime(`${endDay}T16:00`)!,
      location: LOCATIONS[n],
      capacity: index === 0 && n === 0 ? 3 : 12,
      language: n === 0 ? 'English' : 'Arabic',
      status: 'scheduled',
    };
  });
}
