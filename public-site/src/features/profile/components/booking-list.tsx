import { useState, type ReactNode } from 'react';
import { profileWords } from '@/content/profile-words';
import { type BookingView } from '@/features/profile/api/get-my-sessions';
import {
  BookingCard,
  courseNameOf,
  type CourseFacts,
} from '@/features/profile/components/booking-card';
import { CancelBookingDialog } from '@/features/profile/components/cancel-booking-dialog';
import styles from '@/features/profile/components/booking-card.module.css';
import profileStyles from '@/features/profile/components/profile.module.css';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';

export interface BookingListProps {
  /** Undefined while loading. */
  bookings: BookingView[] | undefined;
  /** Shown when there are no bookings: what the list is for and where to go. */
  emptyHint: ReactNode;
  /** After a cancellation: read the bookings (and the purchases) again. */
  onChanged: () => void | Promise<void>;
  /** The When/Where of courses without dates, by course id (undated bookings show them). */
  courseFacts?: ReadonlyMap<number, CourseFacts>;
}

/**
 * Every booking of the buyer, live ones first, cancelled and refunded ones kept below (issue 22):
 * the profile is where a buyer sees what happened to their money.
 */
export function BookingList({ bookings, emptyHint, onChanged, courseFacts }: BookingListProps) {
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  const [cancelledNote, setCancelledNote] = useState<string | null>(null);
  const w = useContent(profileWords).bookings;
  const locale = useLocale();

  if (!bookings) {
    return (
      <p className={profileStyles.loading} aria-busy="true">
        {w.loading}
      </p>
    );
  }
  if (bookings.length === 0) {
    return <div className={profileStyles.none}>{emptyHint}</div>;
  }
  // Live and attended bookings first; the server's order (newest first) within each group.
  const rank = (booking: BookingView) => (booking.status === 'cancelled' ? 1 : 0);
  const ordered = [...bookings].sort((a, b) => rank(a) - rank(b));
  return (
    <>
      {cancelledNote ? (
        <p className={styles.notice} role="status">
          {cancelledNote}
        </p>
      ) : null}
      <ul className={styles.list}>
        {ordered.map((booking) => (
          <li key={booking.purchase_id} className={styles.item}>
            <BookingCard
              booking={booking}
              courseFacts={courseFacts?.get(booking.course.id)}
              onCancel={setCancelling}
            />
          </li>
        ))}
      </ul>
      {cancelling ? (
        <CancelBookingDialog
          booking={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={async (cancelled) => {
            await onChanged();
            setCancelling(null);
            setCancelledNote(
              fill(w.cancelledNote, { course: courseNameOf(cancelled.course, locale).text }),
            );
          }}
        />
      ) : null}
    </>
  );
}
