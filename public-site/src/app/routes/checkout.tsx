import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { RequireUser, type SignedInSession } from '@/app/session-gate';
import { AlreadyBooked } from '@/features/checkout/components/already-booked';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CheckoutLayout } from '@/features/checkout/components/checkout-layout';
import {
  SessionPicker,
  SessionPickerSkeleton,
} from '@/features/checkout/components/session-picker';
import { initialSession } from '@/features/checkout/lib/choose-session';
import { splitName } from '@/features/checkout/lib/checkout-rules';
import { parseCourseId, useCourse } from '@/features/courses/api/get-course';
import { useUpcomingSessions } from '@/features/courses/api/get-sessions';
import { useUserCourses } from '@/features/courses/api/get-user-courses';
import { CourseNotFound } from '@/features/courses/components/course-detail';
import {
  CourseSummaryCard,
  CourseSummarySkeleton,
  type SummaryFact,
} from '@/features/courses/components/course-summary-card';
import { checkoutPage } from '@/content/checkout';
import { useContent } from '@/i18n/content';
import { useLanguage } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import { sessionDateLabel, sessionLanguageName, sessionTimeLabel } from '@/lib/session-labels';

function Checkout({
  courseId,
  requested,
  session,
}: {
  courseId: number;
  /** The session the address asked for (a session card, "Try again", a waitlist offer). */
  requested: number | null;
  session: SignedInSession;
}) {
  const course = useCourse(courseId);
  const userCourses = useUserCourses(session.token);
  const upcoming = useUpcomingSessions(courseId);
  const [, setSearch] = useSearchParams();
  const [picked, setPicked] = useState<number | null>(null);
  const copy = useContent(checkoutPage);
  const language = useLanguage();
  const words = copy.facts;

  if (course.error?.status === 404) return <CourseNotFound />;

  // A failed dates call leaves the choice to the server (the next date with a free seat).
  const sessions = upcoming.error ? [] : upcoming.data;
  const dated = sessions !== undefined && sessions.length > 0;
  const selectedId = dated ? (picked ?? initialSession(sessions, requested)) : null;
  const selected = sessions?.find((option) => option.id === selectedId);

  let facts: SummaryFact[] | undefined;
  if (sessions === undefined) facts = [[words.date, words.loadingDates]];
  else if (selected) {
    facts = [
      [words.date, sessionDateLabel(selected, language)],
      [words.time, fill(words.cairoTime, { time: sessionTimeLabel(selected, language) })],
      [words.place, selected.location],
      [words.language, sessionLanguageName(selected.language, language.locale)],
    ];
  } else if (dated) facts = [[words.date, words.everyDateFull]];

  let blockedReason: string | undefined;
  if (sessions === undefined) blockedReason = copy.loadingCourseDates;
  else if (dated && selectedId === null) blockedReason = copy.everyDateFullReason;

  const choose = (id: number) => {
    setPicked(id);
    // The address keeps the date: a reload or a shared link opens the same choice.
    setSearch({ session: String(id) }, { replace: true });
  };

  const purchased = userCourses.data?.some((item) => item.id === courseId) ?? false;
  const { user } = session;
  return (
    <CheckoutLayout
      summary={
        course.data ? (
          <CourseSummaryCard course={course.data} facts={facts} />
        ) : (
          <CourseSummarySkeleton />
        )
      }
    >
      {purchased ? (
        <AlreadyBooked />
      ) : (
        <CheckoutForm
          courseId={courseId}
          sessionId={selectedId}
          blockedReason={blockedReason}
          sessionChoice={
            sessions === undefined ? (
              <SessionPickerSkeleton />
            ) : dated ? (
              <SessionPicker
                sessions={sessions}
                selected={selectedId}
                requested={requested}
                onSelect={choose}
                waitlistHref={(id) => `/courses/${courseId}#session-${id}`}
              />
            ) : null
          }
          defaults={{
            ...splitName(user.name),
            phone_number: user.phone.replace(/\D/g, ''),
            // The account's company, for its receipt (issue 26 item 17).
            company_name: user.company ?? '',
          }}
        />
      )}
    </CheckoutLayout>
  );
}

export default function CheckoutRoute() {
  const { id } = useParams();
  const courseId = parseCourseId(id);
  const [search] = useSearchParams();
  // Read once: picking another date rewrites the address, but the date asked for stays
  // pickable (its seat may be held or offered to this buyer).
  const [requested] = useState(() => parseCourseId(search.get('session') ?? undefined));
  return (
    <RequireUser>
      {(session) =>
        courseId === null ? (
          <CourseNotFound />
        ) : (
          <Checkout key={courseId} courseId={courseId} requested={requested} session={session} />
        )
      }
    </RequireUser>
  );
}
