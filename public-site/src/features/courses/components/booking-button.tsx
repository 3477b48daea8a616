import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { type Viewer } from '@/features/courses/types';
import { loginPathFor } from '@/features/courses/lib/login-path';

export interface BookingButtonProps {
  courseId: number;
  viewer: Viewer;
  /** Whether the signed-in user has bought the course; undefined while not known. */
  purchased: boolean | undefined;
}

/**
 * BOOK NOW (to checkout, or to /login and back when signed out), or a disabled BOOKED once
 * the course is among the user's courses (spec §4 Booking).
 */
export function BookingButton({ courseId, viewer, purchased }: BookingButtonProps) {
  if (viewer.status === 'signed-out') {
    return (
      <Link to={loginPathFor(`/courses/${courseId}`)} className={buttonClassName()}>
        BOOK NOW
      </Link>
    );
  }
  if (viewer.status === 'loading' || purchased === undefined) {
    return (
      <Button disabled aria-busy="true">
        BOOK NOW
      </Button>
    );
  }
  if (purchased) {
    return (
      <Button variant="secondary" disabled>
        BOOKED
      </Button>
    );
  }
  return (
    <Link to={`/coursespayment/${courseId}`} className={buttonClassName()}>
      BOOK NOW
    </Link>
  );
}
