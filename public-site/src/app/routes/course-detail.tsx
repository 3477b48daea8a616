import { useParams } from 'react-router-dom';
import { useViewer } from '@/app/session-gate';
import { parseCourseId } from '@/features/courses/api/get-course';
import { CourseDetail } from '@/features/courses/components/course-detail';

export default function CourseDetailRoute() {
  const { id } = useParams();
  const viewer = useViewer();
  const courseId = parseCourseId(id);
  // A new course is a new page: its tabs and messages start afresh.
  return <CourseDetail key={courseId ?? id} courseId={courseId} viewer={viewer} />;
}
