import { courseWords } from '@/content/course-words';
import { useAllUpcomingSessions } from '@/features/courses/api/get-sessions';
import { useContent } from '@/i18n/content';
import { useLanguage } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import { cairoFormat } from '@/lib/format-date';
import styles from '@/features/courses/components/next-session-date.module.css';

const DAY = cairoFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** On a catalogue card: the course's next session date, when it has one. */
export function NextSessionDate({ courseId }: { courseId: number }) {
  const { data } = useAllUpcomingSessions();
  const { locale } = useLanguage();
  const t = useContent(courseWords);
  const next = data?.find((session) => session.course_id === courseId);
  if (!next) return null;
  const date = DAY(locale).format(new Date(next.starts_at));
  return <p className={styles.next}>{fill(t.catalogue.nextSession, { date })}</p>;
}
