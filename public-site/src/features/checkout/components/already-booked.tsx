import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';

/** A course can be paid for once (DECISIONS 15). */
export function AlreadyBooked() {
  return (
    <ErrorAlert>
      <span>
        You have already booked this course. <Link to="/profile">See it in your profile</Link>
      </span>
    </ErrorAlert>
  );
}
