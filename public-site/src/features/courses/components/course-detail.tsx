import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircleIcon } from '@/components/icons/commerce-icons';
import { Button, buttonClassName } from '@/components/ui/button';
import { useCourse } from '@/features/courses/api/get-course';
import { useUpcomingSessions } from '@/features/courses/api/get-sessions';
import { useUserCourses } from '@/features/courses/api/get-user-courses';
import { BookingButton } from '@/features/courses/components/booking-button';
import { CourseImage } from '@/features/courses/components/course-image';
import { CourseInfoTabs } from '@/features/courses/components/course-info-tabs';
import { CourseKeyFacts } from '@/features/courses/components/course-key-facts';
import { CourseSessions } from '@/features/courses/components/course-sessions';
import { CourseSidebar } from '@/features/courses/components/course-sidebar';
import { Skeleton } from '@/features/courses/components/skeleton';
import { WishlistButton } from '@/features/courses/components/wishlist-button';
import { type Course, type Viewer } from '@/features/courses/types';
import { LocalText } from '@/i18n/local-text';
import { useLocale, useT } from '@/i18n/locale-context';
import { useLocalized } from '@/i18n/localized';
import { formatEgp } from '@/lib/format-egp';
import styles from '@/features/courses/components/course-detail.module.css';
import { coursePageWords } from '@/content/course-page-words';
import { useContent } from '@/i18n/content';

export interface CourseDetailProps {
  /** Null when the address holds no valid id: shown as not found without asking the server. */
  courseId: number | null;
  viewer: Viewer;
  /** The session of the signed-in buyer's live booking, marked in the list of dates. */
  bookedSessionId?: number | null;
}

function Breadcrumb({ course }: { course?: Course }) {
  const t = useContent(coursePageWords).coursePage;
  const local = useLocalized();
  return (
    <nav aria-label={t.breadcrumb} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/courses">{t.training}</Link>
        </li>
        {course?.category && (
          <li>
            <Link to={`/courses?category=${course.category.id}`}>
              <LocalText {...local(course.category, 'title')} />
            </Link>
          </li>
        )}
        {course && (
          <li aria-current="page">
            <LocalText {...local(course, 'classification')} />
          </li>
        )}
      </ol>
    </nav>
  );
}

export function CourseNotFound() {
  const t = useContent(coursePageWords).coursePage;
  return (
    <div className={`container ${styles.notFound}`}>
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 className={styles.notFoundTitle}>{t.notFoundTitle}</h1>
      <p className={styles.muted}>{t.notFoundMessage}</p>
      <Link to="/courses" className={buttonClassName({ variant: 'secondary' })}>
        {t.backToAll}
      </Link>
    </div>
  );
}

/**
 * The summary's shape while it loads: image, tags, name, price, When/Where and the buttons, at
 * about their loaded heights, so the sections below stay where they will be.
 */
function DetailSkeleton() {
  const t = useContent(coursePageWords).coursePage;
  return (
    <>
      <div className={styles.summary} aria-busy="true">
        <Skeleton className={styles.imageSkeleton} />
        <div className={styles.facts}>
          <Skeleton style={{ width: '40%', height: '1rem' }} />
          <Skeleton style={{ width: '90%', height: '2.4rem' }} />
          <Skeleton style={{ width: '35%', height: '1.8rem' }} />
          <Skeleton style={{ width: '80%', height: '6rem' }} />
          <Skeleton style={{ width: '60%', height: '48px' }} />
        </div>
        <span className="visually-hidden" role="status">
          {t.loading}
        </span>
      </div>
      <div className={styles.info} aria-hidden="true">
        <div className={styles.infoSkeleton}>
          <Skeleton style={{ width: '70%', height: '44px' }} />
          <Skeleton style={{ width: '100%', height: '1rem' }} />
          <Skeleton style={{ width: '90%', height: '1rem' }} />
          <Skeleton style={{ width: '60%', height: '1rem' }} />
        </div>
      </div>
    </>
  );
}

function CourseSummary({ course, viewer }: { course: Course; viewer: Viewer }) {
  const token = viewer.status === 'signed-in' ? viewer.token : null;
  const userCourses = useUserCourses(token);
  // A failed purchases call must not lock the button: the server refuses a second payment.
  const purchased = userCourses.error
    ? false
    : userCourses.data?.some((item) => item.id === course.id);
  // A failed dates call shows the course's own When/Where, as for a course without dates.
  const upcoming = useUpcomingSessions(course.id);
  const sessions = upcoming.error ? [] : upcoming.data;
  const allFull =
    sessions !== undefined && sessions.length > 0 && sessions.every((session) => session.full);
  const locale = useLocale();
  const t = useContent(coursePageWords).coursePage;
  const local = useLocalized();
  const name = local(course, 'name');
  const classification = local(course, 'classification');
  const discipline = local(course, 'discipline');

  return (
    <div className={styles.summary}>
      <CourseImage src={course.image} alt={name.text} priority className={styles.image} />
      <div className={styles.facts}>
        <p className={styles.tags}>
          <span
            className={styles.classification}
            lang={classification.lang}
            dir={classification.dir}
          >
            {classification.text}
          </span>
          <span className={styles.discipline} lang={discipline.lang} dir={discipline.dir}>
            {discipline.text}
          </span>
        </p>
        <h1 className={styles.name} lang={name.lang} dir={name.dir}>
          {name.text}
        </h1>
        <p className={styles.price}>
          <span className="visually-hidden">{t.price}</span>
          {formatEgp(course.price, locale)}
        </p>
        <CourseKeyFacts course={course} sessions={sessions} />
        <div className={styles.actions}>
          <BookingButton
            courseId={course.id}
            viewer={viewer}
            purchased={purchased}
            allFull={allFull}
          />
          <WishlistButton course={course} viewer={viewer} />
        </div>
        {purchased && (
          <p className={styles.booked}>
            <CheckCircleIcon size={18} /> {t.booked} <Link to="/profile">{t.seeYourCourses}</Link>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Dated sessions (issue 13), always listed while upcoming: a buyer whose booking was cancelled
 * or refunded books another date here (DECISIONS 27); a live booking hides the buttons only.
 */
function CourseSessionsFor({
  course,
  viewer,
  bookedSessionId,
}: {
  course: Course;
  viewer: Viewer;
  bookedSessionId?: number | null;
}) {
  const token = viewer.status === 'signed-in' ? viewer.token : null;
  const userCourses = useUserCourses(token);
  const purchased = userCourses.error
    ? false
    : userCourses.data?.some((item) => item.id === course.id);
  return (
    <CourseSessions
      courseId={course.id}
      viewer={viewer}
      purchased={purchased}
      bookedSessionId={purchased ? bookedSessionId : null}
    />
  );
}

/** The course page (spec §2 Course detail), or a not-found state for an unknown id. */
export function CourseDetail({ courseId, viewer, bookedSessionId }: CourseDetailProps) {
  const { data: course, error, mutate } = useCourse(courseId);
  // The dates are asked for with the course, not after it, and the summary waits for them:
  // its When/Where grow from "Loading dates…" to a date and place, which moved the buttons
  // below them (layout shift). A failed call counts as answered (the course's own When/Where).
  const upcoming = useUpcomingSessions(courseId);
  const datesAnswered = upcoming.data !== undefined || upcoming.error !== undefined;
  const t = useContent(coursePageWords);
  const { company } = useT();
  const local = useLocalized();
  const title = course ? local(course, 'name').text : undefined;

  useEffect(() => {
    if (title) document.title = `${title} | ${company.name}`;
  }, [title, company]);

  if (courseId === null || error?.status === 404) return <CourseNotFound />;

  let main;
  if (course && datesAnswered) {
    main = (
      <>
        <CourseSummary course={course} viewer={viewer} />
        <CourseSessionsFor course={course} viewer={viewer} bookedSessionId={bookedSessionId} />
        <section className={styles.info} aria-label={t.coursePage.information}>
          <CourseInfoTabs course={course} />
        </section>
      </>
    );
  } else if (error && !course) {
    main = (
      <div className={styles.problem} role="alert">
        <p>{t.coursePage.loadError}</p>
        <Button variant="secondary" size="small" onClick={() => void mutate()}>
          {t.coursePage.tryAgain}
        </Button>
      </div>
    );
  } else {
    main = <DetailSkeleton />;
  }

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb course={course} />
      <div className={styles.layout}>
        <div className={styles.main}>{main}</div>
        <CourseSidebar currentId={courseId} />
      </div>
    </div>
  );
}
