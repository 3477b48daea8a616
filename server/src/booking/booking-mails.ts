import { money } from '../common/pdf/render-pdf.js';
import type { Course } from '../model/course.entity.js';
import { brandMail } from '../mail/brand-mail.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { CourseSession } from '../model/course-session.entity.js';
import { type Addressee, sessionFacts } from './session-view.js';

/** The booked thing as mails show it: the session's date, times, place and language, or the course. */
function bookedFacts(course: Course, session: CourseSession | null): [string, string][] {
  return session ? sessionFacts(course, session) : [['Course', course.name]];
}

const egp = (cents: number) => `EGP ${money(cents)}`;

/** A booking cancelled by the buyer or by staff (with the reason), and what happens to the money. */
export function bookingCancelledMail(
  to: Addressee,
  course: Course,
  session: CourseSession | null,
  by: 'buyer' | 'staff',
  reason: string | null,
  refund: 'requested' | 'due' | 'refunded' | 'none',
  publicUrl: string,
): OutgoingMail {
  const money =
    refund === 'refunded'
      ? 'Your payment has been refunded to your card in full.'
      : refund === 'requested'
        ? 'Your payment is being refunded to your card; we will write again when the refund is sent.'
        : refund === 'due'
          ? 'Your payment will be refunded to your card; we will write again when the refund is sent.'
          : 'No payment is held for this booking.';
  return {
    kind: 'booking-cancelled',
    to: [to.email],
    subject: `Booking cancelled: ${course.name}`,
    ...brandMail({
      title: 'Your booking is cancelled',
      paragraphs: [
        `Dear ${to.name},`,
        by === 'buyer'
          ? `As you asked, your booking of ${course.name} is cancelled.`
          : `We are sorry: your booking of ${course.name} has been cancelled.`,
        money,
      ],
      facts: [...bookedFacts(course, session), ...(reason ? [['Reason', reason]] : [])] as [
        string,
        string,
      ][],
      action: { label: 'See other dates', url: `${publicUrl}/courses/${course.id}` },
    }),
  };
}

/** Money sent back (the provider's refund callback arrived). */
export function refundSentMail(
  to: Addressee,
  course: Course,
  session: CourseSession | null,
  amountCents: number,
  total: { refunded: number; paid: number },
  reference: string,
  publicUrl: string,
): OutgoingMail {
  const full = total.refunded >= total.paid;
  return {
    kind: 'refund-sent',
    to: [to.email],
    subject: `Refund sent: ${course.name}`,
    ...brandMail({
      title: full ? 'Your payment has been refunded' : 'Part of your payment has been refunded',
      paragraphs: [
        `Dear ${to.name},`,
        `We have refunded ${egp(amountCents)} to the card you paid with. Banks usually show it within 5 to 14 days.`,
      ],
      facts: [
        ...bookedFacts(course, session),
        ['Refunded now', egp(amountCents)],
        ['Refunded in all', `${egp(total.refunded)} of ${egp(total.paid)}`],
        ['Order reference', reference],
      ],
      action: { label: 'See my bookings', url: `${publicUrl}/profile` },
    }),
  };
}

/**
 * A payment that booked nothing (a second payment for a course already booked, or the payment
 * of a checkout replaced by another date): the buyer is told at once that it is refunded.
 */
export function extraPaymentMail(
  to: Addressee,
  course: Course,
  session: CourseSession | null,
  amountCents: number,
  reference: string,
  why: 'replaced' | 'booked' | 'session_cancelled',
  publicUrl: string,
): OutgoingMail {
  return {
    kind: 'extra-payment-refund',
    to: [to.email],
    subject: `We are refunding a payment: ${course.name}`,
    ...brandMail({
      title: 'This payment will be refunded',
      paragraphs: [
        `Dear ${to.name},`,
        why === 'replaced'
          ? `We received ${egp(amountCents)} for a checkout you had replaced by another date of ${course.name}. It books nothing, so we are refunding it to your card automatically.`
          : why === 'session_cancelled'
            ? `We received ${egp(amountCents)} for a session of ${course.name} that has been cancelled. We are refunding it to your card automatically; please choose another date.`
            : `We received ${egp(amountCents)} for ${course.name}, which you had already booked. You will not pay twice: we are refunding this payment to your card automatically.`,
      ],
      facts: [...bookedFacts(course, session), ['Order reference', reference]],
      action: { label: 'See my bookings', url: `${publicUrl}/profile` },
    }),
  };
}
