import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { CourseImage } from '@/features/courses/components/course-image';
import { Skeleton } from '@/features/courses/components/skeleton';
import { type Course } from '@/features/courses/types';
import { formatEgp } from '@/lib/format-egp';
import styles from '@/features/courses/components/course-summary-card.module.css';

/**
 * The course being bought: image, name, classification, when and where (the course's `time`
 * and `location`; issue 15 item 6), price in EGP, Learn more.
 */
export function CourseSummaryCard({ course }: { course: Course }) {
  return (
    <div className={styles.card}>
      <CourseImage src={course.image} priority />
      <div className={styles.body}>
        <p className={styles.classification}>{course.classification}</p>
        <p className={styles.name}>{course.name}</p>
        <dl className={styles.when}>
          <div>
            <dt>Date</dt>
            <dd>{course.time.trim() || 'To be announced'}</dd>
          </div>
          <div>
            <dt>Place</dt>
            <dd>{course.location.trim() || 'To be announced'}</dd>
          </div>
        </dl>
        <dl className={styles.total}>
          <dt>Total</dt>
          <dd>{formatEgp(course.price)}</dd>
        </dl>
        <Link to={`/courses/${course.id}`} className={styles.more}>
          Learn more<span className="visually-hidden"> about {course.name}</span>
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </div>
  );
}

export function CourseSummarySkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '16 / 10', borderRadius: 0 }} />
      <div className={styles.body}>
        <Skeleton style={{ width: '30%', height: '0.9rem' }} />
        <Skeleton style={{ width: '80%', height: '1.3rem' }} />
        <Skeleton style={{ width: '100%', height: '2.5rem' }} />
      </div>
    </div>
  );
}
