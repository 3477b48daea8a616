import { CourseSession } from '../../src/model/course-session.entity.js';
import type { TestApp } from './test-app.js';

/** A scheduled session of the course, written straight to the database. */
export async function makeSession(
  t: Pick<TestApp, 'db'>,
  courseId: number,
  fields: Partial<CourseSession> = {},
): Promise<CourseSession> {
  // Whole minutes, as staff enter them (and as MySQL's DATETIME keeps them).
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10 * 24 * 60 * 60_000);
  return t.db.getRepository(CourseSession).save({
    course_id: courseId,
    starts_at: start,
    ends_at: new Date(start.getTime() + 3 * 24 * 60 * 60_000),
    location: 'Petrolink Training Centre, New Cairo',
    capacity: 1,
    language: 'English',
    status: 'scheduled',
    ...fields,
  });
}
