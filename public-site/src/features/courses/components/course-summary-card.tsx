import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { CourseImage } from '@/features/courses/components/course-image';
import { Skeleton } from '@/features/courses/components/skeleton';
import { type Course } from '@/features/courses/types';
import { checkoutPage } from '@/content/checkout';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { useLocalized } from '@/i18n/localized';
import { fill } from '@/i18n/text';
import { formatEgp } from '@/lib/format-egp';
import styles from '@/features/courses/components/course-summary-card.module.css';

/** A label and its value under the course's name ("Date", "Wed 10 Feb 2027"). */
export type SummaryFact = readonly [label: string, value: string];

/**
 * The course being bought: image, name, classification, when and where, price in EGP, Learn
 * more. `facts` are the chosen session's date, time, place and language (issue 22); without
 * them the course's own free-text `time` and `location` are shown (a course with no dates).
 */
export function CourseSummaryCard({
  course,
  facts,
}: {
  course: Course;
  facts?: readonly SummaryFact[];
}) {
  const copy = useContent(checkoutPage);
  const t = copy.facts;
  const locale = useLocale();
  const local = useLocalized();
  const name = local(course, 'name');
  const classification = local(course, 'classification');
  const rows = facts ?? [
    [t.date, course.time.trim() || t.toBeAnnounced],
    [t.place, local(course, 'location').text.trim() || t.toBeAnnounced],
  ];
  return (
    <div className={styles.card}>
      <CourseImage src={course.image} priority />
      <div className={styles.body}>
        <p className={styles.classification} lang={classification.lang} dir={classification.dir}>
          {classification.text}
        </p>
        <p className={styles.name} lang={name.lang} dir={name.dir}>
          {name.text}
        </p>
        <dl className={styles.when}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
        </dl>
        <dl className={styles.total}>
          <dt>{t.total}</dt>
          <dd>{formatEgp(course.price, locale)}</dd>
        </dl>
        <Link to={`/courses/${course.id}`} className={styles.more}>
          {copy.learnMore}
          <span className="visually-hidden">{fill(copy.learnMoreAbout, { name: name.text })}</span>
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
