import { ClockIcon } from '@/components/icons/commerce-icons';
import { MapPinIcon } from '@/components/icons/interface-icons';
import { type UpcomingSession } from '@/features/courses/api/get-sessions';
import { type Course } from '@/features/courses/types';
import { useLanguage } from '@/i18n/locale-context';
import { localized } from '@/i18n/localized';
import { fill, plural } from '@/i18n/text';
import { sessionLabel, type LabelLanguage } from '@/lib/session-labels';
import type { CoursePageWords } from '@/content/course-page-words';
import styles from '@/features/courses/components/course-key-facts.module.css';
import { coursePageWords } from '@/content/course-page-words';
import { useContent } from '@/i18n/content';

function factText(text: string, t: CoursePageWords['coursePage']): string {
  return text.trim() || t.toBeAnnounced;
}

/** "Next: Sun 13 – Tue 15 Dec 2026, 09:00–16:00" and how many more dates follow. */
function datedWhen(
  sessions: readonly UpcomingSession[],
  language: LabelLanguage,
  t: CoursePageWords['coursePage'],
): string {
  const [next] = sessions;
  if (!next) return '';
  const more = sessions.length - 1;
  const others = more === 0 ? '' : plural(t.moreDates, more, language.locale);
  return fill(t.next, { session: sessionLabel(next, language) }) + others;
}

/** The next date's place, and how many other places the later dates use. */
function datedWhere(
  sessions: readonly UpcomingSession[],
  language: LabelLanguage,
  t: CoursePageWords['coursePage'],
): string {
  const [next] = sessions;
  if (!next) return '';
  const others = new Set(
    sessions
      .map((session) => session.location.trim())
      .filter((place) => place !== next.location.trim()),
  ).size;
  const more = others === 0 ? '' : plural(t.otherPlaces, others, language.locale);
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
  course: Pick<Course, 'time' | 'location' | 'location_ar'>;
  sessions?: readonly UpcomingSession[];
}) {
  const language = useLanguage();
  const t = useContent(coursePageWords).coursePage;
  const dated = sessions !== undefined && sessions.length > 0;
  const when =
    sessions === undefined
      ? t.loadingDates
      : dated
        ? datedWhen(sessions, language, t)
        : factText(course.time, t);
  const where =
    sessions === undefined
      ? '…'
      : dated
        ? datedWhere(sessions, language, t)
        : factText(localized(course, 'location', language.locale), t);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.term}>
          <ClockIcon size={18} /> {t.when}
        </dt>
        <dd className={styles.value}>
          {when}
          {dated ? (
            <>
              {' '}
              <a className={styles.jump} href="#sessions-title">
                {t.seeAllDates}
              </a>
            </>
          ) : null}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>
          <MapPinIcon size={18} /> {t.where}
        </dt>
        <dd className={styles.value}>{where}</dd>
      </div>
    </dl>
  );
}
