import { Link } from 'react-router-dom';
import { CalendarIcon, DownloadIcon } from '@/components/icons/commerce-icons';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { type BookingView } from '@/features/profile/api/get-my-sessions';
import { profileWords, type ProfileWords } from '@/content/profile-words';
import { FileButton } from '@/features/profile/components/file-button';
import { bookingBadge, formatMoment, refundBadge } from '@/features/profile/lib/booking-words';
import { useContent } from '@/i18n/content';
import type { Locale } from '@/i18n/locale';
import { useLocale, useT } from '@/i18n/locale-context';
import { LocalText } from '@/i18n/local-text';
import { localizedText, type Translatable } from '@/i18n/localized';
import { fill } from '@/i18n/text';
import { formatEgpCents } from '@/lib/format-egp';
import {
  type LabelLanguage,
  sessionDateLabel,
  sessionLabel,
  sessionLanguageName,
  sessionTimeLabel,
} from '@/lib/session-labels';
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

type BookingWords = ProfileWords['bookings'];

function facts(
  booking: BookingView,
  course: CourseFacts | undefined,
  w: BookingWords,
  language: LabelLanguage,
): [string, string][] {
  const { session } = booking;
  const { locale } = language;
  const rows: [string, string][] = [];
  if (session) {
    rows.push([w.date, sessionDateLabel(session, language)]);
    rows.push([w.time, fill(w.cairoTime, { time: sessionTimeLabel(session, language) })]);
    rows.push([w.place, session.location]);
    rows.push([w.language, sessionLanguageName(session.language, locale)]);
  } else if (course) {
    // A course without dates: its own free-text When/Where is all there is (issue 22).
    rows.push([w.date, course.time.trim() || w.toBeAnnounced]);
    rows.push([w.place, course.location.trim() || w.toBeAnnounced]);
  }
  if (booking.moved_from) {
    rows.push([
      w.movedFrom,
      `${sessionLabel(booking.moved_from, language)}${locale === 'ar' ? '، ' : ', '}${booking.moved_from.location}`,
    ]);
  }
  rows.push([w.order, booking.order_reference ?? w.notRecorded]);
  if (booking.amount_cents !== null) {
    rows.push([w.paid, formatEgpCents(booking.amount_cents, locale)]);
  }
  if (booking.refunded_cents > 0) {
    rows.push([w.refundedAmount, formatEgpCents(booking.refunded_cents, locale)]);
  }
  return rows;
}

/** Why and by whom a booking was cancelled, in the buyer's words (staff's reason as typed). */
function cancelNote(booking: BookingView, w: BookingWords): string | null {
  if (booking.status !== 'cancelled') return null;
  if (booking.cancelled_by === 'buyer') return w.youCancelled;
  const reason = booking.cancel_reason?.trim();
  const session = booking.session?.status === 'cancelled' ? w.sessionCancelled : null;
  const who = session ?? w.weCancelled;
  return reason ? `${who}: ${reason}` : `${who}.`;
}

/** The booked course's name in the page's language (English marked as such as a fallback). */
export function courseNameOf(course: Translatable<'name'>, locale: Locale) {
  return localizedText(course, 'name', locale);
}

/**
 * One booking in the profile (issue 22): its state and refund as badges, the session's date,
 * times, place and language, and its own buttons. No link stretches over the card: every control
 * is its own target (Receipt and Add to calendar were unclickable under "Learn more").
 */
export function BookingCard({ booking, courseFacts, onCancel }: BookingCardProps) {
  const w = useContent(profileWords).bookings;
  const locale = useLocale();
  const dictionary = useT();
  const name = courseNameOf(booking.course, locale);
  const state = bookingBadge(booking, w);
  const refund = refundBadge(booking.refund_status, w);
  const note = cancelNote(booking, w);
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
          <h3 id={titleId} className={styles.name} lang={name.lang} dir={name.dir}>
            {name.text}
          </h3>
          <p className={styles.badges}>
            <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
            {refund ? <StatusBadge tone={refund.tone}>{refund.label}</StatusBadge> : null}
          </p>
        </div>
        <dl className={styles.facts}>
          {facts(booking, courseFacts, w, { locale, dictionary }).map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {note ? <p className={styles.note}>{note}</p> : null}
        {booking.can_cancel && booking.cancel_until ? (
          <p className={styles.hint}>
            {fill(w.canCancelUntil, { moment: formatMoment(booking.cancel_until, locale) })}
          </p>
        ) : live && booking.cancel_until ? (
          <p className={styles.hint}>
            {fill(w.cancelClosedBefore, { moment: formatMoment(booking.cancel_until, locale) })}
            <Link to="/contact">{w.contactUs}</Link>
            {w.cancelClosedAfter}
          </p>
        ) : null}
        <div className={styles.actions}>
          {booking.receipt ? (
            <FileButton
              href={booking.receipt}
              fileName={`receipt-${booking.order_reference ?? booking.purchase_id}.pdf`}
              label={
                <>
                  <DownloadIcon size={16} /> {w.receipt}
                </>
              }
              ariaLabel={fill(w.receiptFor, {
                order: booking.order_reference ?? booking.purchase_id,
              })}
            />
          ) : null}
          {booking.calendar ? (
            <FileButton
              href={booking.calendar}
              fileName="session.ics"
              label={
                <>
                  <CalendarIcon size={16} /> {w.addToCalendar}
                </>
              }
              ariaLabel={fill(w.addToCalendarFor, { course: name.text })}
            />
          ) : null}
          <Link to={`/courses/${booking.course.id}`} className={styles.courseLink}>
            {w.viewCourse}
            <span className="visually-hidden">
              : <LocalText {...name} />
            </span>
          </Link>
          {booking.can_cancel ? (
            <Button
              variant="outline"
              size="small"
              className={styles.cancel}
              onClick={() => onCancel(booking)}
            >
              {w.cancelBooking}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
