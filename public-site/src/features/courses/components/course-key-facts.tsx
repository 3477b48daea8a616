import { ClockIcon } from '@/components/icons/commerce-icons';
import { MapPinIcon } from '@/components/icons/interface-icons';
import { type UpcomingSession } from '@/features/courses/api/get-sessions';
import { type Course } from '@/features/courses/types';
import { sessionLabel } from '@/lib/session-labels';
import styles from '@/features/courses/components/course-key-facts.module.css';

function factText(text: string): string {
  return text.trim() || 'To be announced';
}

/** "Next: Sun 13 – Tue 15 Dec 2026, 09:00–16:00" and how many more dates follow. */
function datedWhen(sessions: readonly UpcomingSession[]): string {
  const [next] = sessions;
  if (!next) return '';
  const more = sessions.length - 1;
  const others = more === 0 ? '' : more === 1 ? ' (and 1 more date)' : ` (and ${more} more dates)`;
  return `Next: ${sessionLabel(next)}${others}`;
}

/** The next date's place, and how many other places the later dates use. */
function datedWhere(sessions: readonly UpcomingSession[]): string {
  const [next] = sessions;
  if (!next) return '';
  const others = new Set(
    sessions
      .map((session) => session.location.trim())
      .filter((place) => place !== next.location.trim()),
  ).size;
  const more = others === 0 ? '' : others === 1 ? ' (1 other place)' : ` (${others} other places)`;
  return `${next.location.trim()}${more}`;
}

/**
 * When and where, beside the price and above the tabs: the facts a buyer decides on should not
 * hide behind a tab (issue 15 item 4). A course with dated sessions shows them (issue 22): its
 * free-text When/Where would contradict the dates below, so it is shown only for a course
 * without dates. `sessions` is undefined while the dates load.
 */
export function CourseKeyFacts({
  course,
  sessions,
}: {
  course: Pick<Course, 'time' | 'location'>;
  sessions?: readonly UpcomingSession[];
}) {
  const dated = sessions !== undefined && sessions.length > 0;
  const when =
    sessions === undefined
      ? 'Loading the dates…'
      : dated
        ? datedWhen(sessions)
        : factText(course.time);
  const where =
    sessions === undefined ? '…' : dated ? datedWhere(sessions) : factText(course.location);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.term}>
          <ClockIcon size={18} /> When
        </dt>
        <dd className={styles.value}>
          {when}
          {dated ? (
            <>
              {' '}
              <a className={styles.jump} href="#sessions-title">
                See all dates
              </a>
            </>
          ) : null}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>
          <MapPinIcon size={18} /> Where
        </dt>
        <dd className={styles.value}>{where}</dd>
      </div>
    </dl>
  );
}
