import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { type Viewer } from '@/features/courses/types';
import { loginPathFor } from '@/features/courses/lib/login-path';
import { coursePageWords } from '@/content/course-page-words';
import { useContent } from '@/i18n/content';

export interface BookingButtonProps {
  courseId: number;
  viewer: Viewer;
  /** Whether the signed-in user holds a live booking of the course; undefined while not known. */
  purchased: boolean | undefined;
  /** The course has dates and every one is full: the way in is a waitlist (issue 22). */
  allFull?: boolean;
}

/**
 * BOOK NOW (to checkout, or to /login and back when signed out), or a disabled BOOKED while
 * the user holds a live booking of the course (spec §4 Booking, DECISIONS 27). Checkout asks for
 * the date, so this button never books a dated course without one (issue 22).
 */
export function BookingButton({ courseId, viewer, purchased, allFull }: BookingButtonProps) {
  const t = useContent(coursePageWords).coursePage;
  if (viewer.status === 'signed-out') {
    return (
      <Link to={loginPathFor(`/courses/${courseId}`)} className={buttonClassName()}>
        {t.bookNow}
      </Link>
    );
  }
  if (viewer.status === 'loading' || purchased === undefined) {
    return (
      <Button disabled aria-busy="true">
        {t.bookNow}
      </Button>
    );
  }
  if (purchased) {
    return (
      <Button variant="secondary" disabled>
        {t.bookedButton}
      </Button>
    );
  }
  if (allFull) {
    return (
      <a href="#sessions-title" className={buttonClassName({ variant: 'secondary' })}>
        {t.allFull}
      </a>
    );
  }
  return (
    <Link to={`/coursespayment/${courseId}`} className={buttonClassName()}>
      {t.bookNow}
    </Link>
  );
}
