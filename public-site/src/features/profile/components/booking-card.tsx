import { Link } from 'react-router-dom';
import { CalendarIcon, DownloadIcon } from '@/components/icons/commerce-icons';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { type BookingView } from '@/features/profile/api/get-my-sessions';
import { FileButton } from '@/features/profile/components/file-button';
import { bookingBadge, formatMoment, refundBadge } from '@/features/profile/lib/booking-words';
import { formatEgpCents } from '@/lib/format-egp';
import { sessionDateLabel, sessionLabel, sessionTimeLabel } from '@/lib/session-labels';
import styles from '@/features/profile/components/booking-card.module.css';

/** A course's own free-text time and place: what an undated booking can show. */
export interface CourseFacts {
  time: string;
  location: string;
}

export interface BookingCardProps {
  booking: BookingView;
  /** For a booking without a session: the course's When/Where, when known. */
  courseFacts?: CourseFacts;
  /** Opens the confirmation dialog; only offered while the booking can be cancelled. */
  onCancel: (booking: BookingView) => void;
}

function facts(booking: BookingView, course?: CourseFacts): [string, string][] {
  const { session } = booking;
  const rows: [string, string][] = [];
  if (session) {
    rows.push(['Date', sessionDateLabel(session)]);
    rows.push(['Time', `${sessionTimeLabel(session)} (Cairo time)`]);
    rows.push(['Place', session.location]);
    rows.push(['Language', session.language]);
  } else if (course) {
    // A course without dates: its own free-text When/Where is all there is (issue 22).
    rows.push(['Date', course.time.trim() || 'To be announced']);
    rows.push(['Place', course.location.trim() || 'To be announced']);
  }
  if (booking.moved_from) {
    rows.push([
      'Moved from',
      `${sessionLabel(booking.moved_from)}, ${booking.moved_from.location}`,
    ]);
  }
  rows.push(['Order', booking.order_reference ?? 'Not recorded']);
  if (booking.amount_cents !== null) rows.push(['Paid', formatEgpCents(booking.amount_cents)]);
  if (booking.refunded_cents > 0) rows.push(['Refunded', formatEgpCents(booking.refunded_cents)]);
  return rows;
}

/** Why and by whom a booking was cancelled, in the buyer's words. */
function cancelNote(booking: BookingView): string | null {
  if (booking.status !== 'cancelled') return null;
  if (booking.cancelled_by === 'buyer') return 'You cancelled this booking.';
  const reason = booking.cancel_reason?.trim();
  const session = booking.session?.status === 'cancelled' ? 'The session was cancelled' : null;
  const who = session ?? 'We cancelled this booking';
  return reason ? `${who}: ${reason}` : `${who}.`;
}

/**
 * One booking in the profile (issue 22): its state and refund as badges, the session's date,
 * times, place and language, and its own buttons. No link stretches over the card: every control
 * is its own target (Receipt and Add to calendar were unclickable under "Learn more").
 */
export function BookingCard({ booking, courseFacts, onCancel }: BookingCardProps) {
  const state = bookingBadge(booking);
  const refund = refundBadge(booking.refund_status);
  const note = cancelNote(booking);
  const live = booking.status === 'booked' || booking.status === 'moved';
  const titleId = `booking-${booking.purchase_id}-title`;
  return (
    <article
      className={`${styles.card} ${live || booking.status === 'attended' ? '' : styles.inactive}`}
      aria-labelledby={titleId}
      data-testid={`booking-${booking.purchase_id}`}
    >
      {booking.course.image ? (
        <img className={styles.image} src={booking.course.image} alt="" loading="lazy" />
      ) : null}
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 id={titleId} className={styles.name}>
            {booking.course.name}
          </h3>
          <p className={styles.badges}>
            <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
            {refund ? <StatusBadge tone={refund.tone}>{refund.label}</StatusBadge> : null}
          </p>
        </div>
        <dl className={styles.facts}>
          {facts(booking, courseFacts).map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {note ? <p className={styles.note}>{note}</p> : null}
        {booking.can_cancel && booking.cancel_until ? (
          <p className={styles.hint}>You can cancel until {formatMoment(booking.cancel_until)}.</p>
        ) : live && booking.cancel_until ? (
          <p className={styles.hint}>
            Cancelling online closed on {formatMoment(booking.cancel_until)};{' '}
            <Link to="/contact">contact us</Link> to change this booking.
          </p>
        ) : null}
        <div className={styles.actions}>
          {booking.receipt ? (
            <FileButton
              href={booking.receipt}
              fileName={`receipt-${booking.order_reference ?? booking.purchase_id}.pdf`}
              label={
                <>
                  <DownloadIcon size={16} /> Receipt
                </>
              }
              ariaLabel={`Receipt for order ${booking.order_reference ?? booking.purchase_id}`}
            />
          ) : null}
          {booking.calendar ? (
            <FileButton
              href={booking.calendar}
              fileName="session.ics"
              label={
                <>
                  <CalendarIcon size={16} /> Add to calendar
                </>
              }
              ariaLabel={`Add ${booking.course.name} to your calendar`}
            />
          ) : null}
          <Link to={`/courses/${booking.course.id}`} className={styles.courseLink}>
            View the course<span className="visually-hidden">: {booking.course.name}</span>
          </Link>
          {booking.can_cancel ? (
            <Button
              variant="outline"
              size="small"
              className={styles.cancel}
              onClick={() => onCancel(booking)}
            >
              Cancel booking
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
