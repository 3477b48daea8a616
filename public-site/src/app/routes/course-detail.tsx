import { useParams } from 'react-router-dom';
import { useViewer } from '@/app/session-gate';
import { parseCourseId } from '@/features/courses/api/get-course';
import { CourseDetail } from '@/features/courses/components/course-detail';
import { useMySessions } from '@/features/profile/api/get-my-sessions';

// The course and its dates are fetched before the page first renders (lib/lazy-page.tsx).
export { prepareCoursePage as prepare } from '@/features/courses/api/prepare-course-page';

export default function CourseDetailRoute() {
  const { id } = useParams();
  const viewer = useViewer();
  const courseId = parseCourseId(id);
  // The signed-in buyer's live booking of this course, marked on its date in the list.
  const mine = useMySessions(viewer.status === 'signed-in' ? viewer.token : null);
  const live = mine.data?.bookings.find(
    (booking) =>
      booking.course.id === courseId &&
      (booking.status === 'booked' || booking.status === 'moved' || booking.status === 'attended'),
  );
  // A new course is a new page: its tabs and messages start afresh.
  return (
    <CourseDetail
      key={courseId ?? id}
      courseId={courseId}
      viewer={viewer}
      bookedSessionId={live?.session?.id ?? null}
    />
  );
}
