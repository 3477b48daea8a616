import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { checkoutPage } from '@/content/checkout';
import { useContent } from '@/i18n/content';

/** A course can be paid for once (DECISIONS 15). */
export function AlreadyBooked() {
  const copy = useContent(checkoutPage);
  return (
    <ErrorAlert>
      <span>
        {copy.alreadyBooked} <Link to="/profile">{copy.seeInProfile}</Link>
      </span>
    </ErrorAlert>
  );
}
