import { useParams, useSearchParams } from 'react-router-dom';
import { RequireUser, type SignedInSession } from '@/app/session-gate';
import { AlreadyBooked } from '@/features/checkout/components/already-booked';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CheckoutLayout } from '@/features/checkout/components/checkout-layout';
import { splitName } from '@/features/checkout/lib/checkout-rules';
import { parseCourseId, useCourse } from '@/features/courses/api/get-course';
import { useUserCourses } from '@/features/courses/api/get-user-courses';
import { CourseNotFound } from '@/features/courses/components/course-detail';
import {
  CourseSummaryCard,
  CourseSummarySkeleton,
} from '@/features/courses/components/course-summary-card';

function Checkout({
  courseId,
  sessionId,
  session,
}: {
  courseId: number | null;
  sessionId: number | null;
  session: SignedInSession;
}) {
  const course = useCourse(courseId);
  const userCourses = useUserCourses(session.token);

  if (courseId === null || course.error?.status === 404) return <CourseNotFound />;

  const purchased = userCourses.data?.some((item) => item.id === courseId) ?? false;
  const { user } = session;
  return (
    <CheckoutLayout
      summary={course.data ? <CourseSummaryCard course={course.data} /> : <CourseSummarySkeleton />}
    >
      {purchased ? (
        <AlreadyBooked />
      ) : (
        <CheckoutForm
          courseId={courseId}
          sessionId={sessionId}
          defaults={{ ...splitName(user.name), phone_number: user.phone.replace(/\D/g, '') }}
        />
      )}
    </CheckoutLayout>
  );
}

export default function CheckoutRoute() {
  const { id } = useParams();
  const courseId = parseCourseId(id);
  // A dated session chosen on the course page or in a waitlist offer (issue 13).
  const [search] = useSearchParams();
  const sessionId = parseCourseId(search.get('session') ?? undefined);
  return (
    <RequireUser>
      {(session) => (
        <Checkout
          key={courseId ?? id}
          courseId={courseId}
          sessionId={sessionId}
          session={session}
        />
      )}
    </RequireUser>
  );
}
