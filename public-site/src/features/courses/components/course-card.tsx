import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { CourseImage } from '@/features/courses/components/course-image';
import { Skeleton } from '@/features/courses/components/skeleton';
import { type Course } from '@/features/courses/types';
import { useLocale } from '@/i18n/locale-context';
import { localizedText } from '@/i18n/localized';
import { fill } from '@/i18n/text';
import { formatEgp } from '@/lib/format-egp';
import styles from '@/features/courses/components/course-card.module.css';
import { courseWords } from '@/content/course-words';
import { useContent } from '@/i18n/content';

export type CourseCardCourse = Pick<
  Course,
  'id' | 'name' | 'name_ar' | 'classification' | 'classification_ar' | 'price' | 'image'
>;

export interface CourseCardProps {
  course: CourseCardCourse;
  headingLevel?: 2 | 3 | 4;
  /** Extra facts under the price (the profile's booked courses show their order). */
  children?: ReactNode;
}

/** Image, classification, name, price in EGP and 'Learn more' (spec §2 Training, Profile). */
export function CourseCard({ course, headingLevel = 3, children }: CourseCardProps) {
  const Heading = `h${headingLevel}` as const;
  const locale = useLocale();
  const t = useContent(courseWords);
  const name = localizedText(course, 'name', locale);
  const classification = localizedText(course, 'classification', locale);
  return (
    <article className={styles.card}>
      <CourseImage src={course.image} />
      <div className={styles.body}>
        <p className={styles.classification} lang={classification.lang} dir={classification.dir}>
          {classification.text}
        </p>
        <Heading className={styles.name} lang={name.lang} dir={name.dir}>
          {name.text}
        </Heading>
        <p className={styles.price}>{formatEgp(course.price, locale)}</p>
        {children ? <div className={styles.details}>{children}</div> : null}
        <Link to={`/courses/${course.id}`} className={styles.more}>
          {t.catalogue.learnMore}
          <span className="visually-hidden">
            {fill(t.catalogue.learnMoreAbout, { name: name.text })}
          </span>
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}

/** Same footprint as a CourseCard, so nothing moves when the real cards arrive. */
export function CourseCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.skeletonImage} />
      <div className={styles.body}>
        <Skeleton style={{ width: '30%', height: '0.9rem' }} />
        <Skeleton style={{ width: '85%', height: '1.4rem' }} />
        <Skeleton style={{ width: '40%', height: '1.1rem' }} />
        <Skeleton style={{ width: '35%', height: '1rem' }} />
      </div>
    </div>
  );
}

export interface CourseGridProps<T extends CourseCardCourse> {
  courses: T[] | undefined;
  /** How many placeholders to show while `courses` is undefined. */
  skeletons?: number;
  headingLevel?: 2 | 3 | 4;
  /** Said when there are no courses; left out under an `emptyHint`, which says it all. */
  empty?: string;
  /** Shown under `empty`: what the list is for and where to go next. */
  emptyHint?: ReactNode;
  label?: string;
  /** Extra facts for each card. */
  details?: (course: T) => ReactNode;
}

/** Cards in a responsive grid; skeletons while loading; `empty` and its hint when there are none. */
export function CourseGrid<T extends CourseCardCourse>({
  courses,
  skeletons = 3,
  headingLevel,
  empty,
  emptyHint,
  label,
  details,
}: CourseGridProps<T>) {
  const t = useContent(courseWords);
  if (!courses) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletons }, (_, index) => (
          <CourseCardSkeleton key={index} />
        ))}
        <span className="visually-hidden" role="status">
          {t.catalogue.loadingCourses}
        </span>
      </div>
    );
  }
  if (courses.length === 0) {
    // Issue 26 item 8: never a bare "none" above a friendly empty state.
    if (!emptyHint) return <p className={styles.empty}>{empty ?? t.catalogue.noCoursesYet}</p>;
    return (
      <div className={styles.empty}>
        {empty ? <p>{empty}</p> : null}
        {emptyHint}
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {courses.map((course) => (
        <li key={course.id} className={styles.item}>
          <CourseCard course={course} headingLevel={headingLevel}>
            {details?.(course)}
          </CourseCard>
        </li>
      ))}
    </ul>
  );
}
