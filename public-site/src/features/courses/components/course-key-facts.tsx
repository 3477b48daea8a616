import { ClockIcon } from '@/components/icons/commerce-icons';
import { MapPinIcon } from '@/components/icons/interface-icons';
import { type Course } from '@/features/courses/types';
import styles from '@/features/courses/components/course-key-facts.module.css';

function factText(text: string): string {
  return text.trim() || 'To be announced';
}

/**
 * When and where, beside the price and above the tabs: the facts a buyer decides on should not
 * hide behind a tab (issue 15 item 4). Seats join them once courses have sessions.
 */
export function CourseKeyFacts({ course }: { course: Pick<Course, 'time' | 'location'> }) {
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.term}>
          <ClockIcon size={18} /> When
        </dt>
        <dd className={styles.value}>{factText(course.time)}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>
          <MapPinIcon size={18} /> Where
        </dt>
        <dd className={styles.value}>{factText(course.location)}</dd>
      </div>
    </dl>
  );
}
