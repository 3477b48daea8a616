import { Link } from 'react-router-dom';
import { useCategories } from '@/features/courses/api/get-categories';
import { useCourses } from '@/features/courses/api/get-courses';
import { CourseImage } from '@/features/courses/components/course-image';
import { Skeleton } from '@/features/courses/components/skeleton';
import { LocalText } from '@/i18n/local-text';
import { useLocale } from '@/i18n/locale-context';
import { useLocalized } from '@/i18n/localized';
import { formatEgp } from '@/lib/format-egp';
import { useAfterPaint } from '@/lib/use-after-paint';
import styles from '@/features/courses/components/course-detail.module.css';
import { coursePageWords } from '@/content/course-page-words';
import { useContent } from '@/i18n/content';

const LATEST_COUNT = 4;

function ListSkeleton({ rows, tall = false }: { rows: number; tall?: boolean }) {
  return (
    <div className={styles.sideSkeletons} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} style={{ height: tall ? '64px' : '1.5rem' }} />
      ))}
    </div>
  );
}

/** Course groups (categories, each to the Training page) and the latest courses. */
export function CourseSidebar({ currentId }: { currentId: number }) {
  // Below the course on a phone, beside it on a wide screen: the lists are asked for once the
  // course has painted, so they never hold back its first paint.
  const painted = useAfterPaint();
  const categories = useCategories(painted);
  const courses = useCourses(painted);
  const locale = useLocale();
  const t = useContent(coursePageWords).coursePage;
  const local = useLocalized();
  const latest = courses.data
    ?.filter((course) => course.id !== currentId)
    .sort((a, b) => b.id - a.id)
    .slice(0, LATEST_COUNT);

  return (
    <aside className={styles.sidebar} aria-label={t.moreTraining}>
      <section className={styles.sideBlock} aria-labelledby="course-groups-title">
        <h2 id="course-groups-title" className={styles.sideTitle}>
          {t.groups}
        </h2>
        {categories.data ? (
          <ul className={styles.groupLinks}>
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link to={`/courses?category=${category.id}`} className={styles.groupLink}>
                  <LocalText {...local(category, 'title')} />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <ListSkeleton rows={3} />
        )}
      </section>

      <section className={styles.sideBlock} aria-labelledby="latest-courses-title">
        <h2 id="latest-courses-title" className={styles.sideTitle}>
          {t.latest}
        </h2>
        {latest ? (
          <ul className={styles.latest}>
            {latest.map((course) => (
              <li key={course.id} className={styles.latestItem}>
                <CourseImage src={course.image} className={styles.latestImage} />
                <div className={styles.latestText}>
                  <Link to={`/courses/${course.id}`} className={styles.latestLink}>
                    <LocalText {...local(course, 'name')} />
                  </Link>
                  <span className={styles.latestPrice}>{formatEgp(course.price, locale)}</span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <ListSkeleton rows={LATEST_COUNT} tall />
        )}
      </section>
    </aside>
  );
}
