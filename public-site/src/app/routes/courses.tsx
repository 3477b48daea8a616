import { TrainingPage } from '@/features/courses/components/training-page';

export default function CoursesRoute() {
  return <TrainingPage />;
}
