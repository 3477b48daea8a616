import type { Course } from '../model/course.entity.js';
import { brandMail } from '../mail/brand-mail.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { formatCairo } from '../common/cairo-time.js';
import type { CourseSession } from '../model/course-session.entity.js';
import { calendarFile } from './ics.js';
import { type Addressee, sessionFacts } from '../booking/session-view.js';

/** The .ics of a booked session (also served by GET /api/sessions/bookings/:id/calendar.ics). */
export function sessionCalendar(
  course: Course,
  session: CourseSession,
  publicUrl: string,
  purchaseId: number,
): string {
  return calendarFile({
    uid: `booking-${purchaseId}-session-${session.id}@${new URL(publicUrl).hostname}`,
    start: session.starts_at,
    end: session.ends_at,
    summary: course.name,
    location: session.location,
    description: `${course.classification} · ${course.discipline}. Instructor: ${course.instructor}`,
    url: `${publicUrl}/courses/${course.id}`,
  });
}

/** Sent in the transaction that records the paid booking; with the .ics when a session. */
export function bookingConfirmationMail(
  to: Addressee,
  course: Course,
  session: CourseSession | null,
  reference: string,
  publicUrl: string,
  purchaseId: number,
): OutgoingMail {
  const content = brandMail({
    title: 'Your booking is confirmed',
    paragraphs: [`Dear ${to.name},`, `Thank you: your seat on ${course.name} is booked and paid.`],
    facts: [
      ...(session
        ? sessionFacts(course, session)
        : ([
            ['Course', course.name],
            ['When', course.time],
            ['Location', course.location],
          ] as [string, string][])),
      ['Order reference', reference],
    ],
    action: { label: 'See my bookings', url: `${publicUrl}/profile` },
    after: session ? ['The attached calendar file adds the session to your calendar.'] : [],
  });
  return {
    kind: 'booking-confirmation',
    to: [to.email],
    subject: `Booking confirmed: ${course.name}`,
    ...content,
    attachments: session
      ? [
          {
            filename: 'session.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: sessionCalendar(course, session, publicUrl, purchaseId),
          },
        ]
      : undefined,
  };
}

/** A booking moved to another session: the new date, with its calendar file. */
export function bookingMovedMail(
  to: Addressee,
  course: Course,
  from: CourseSession | null,
  session: CourseSession,
  publicUrl: string,
  purchaseId: number,
): OutgoingMail {
  return {
    kind: 'booking-moved',
    to: [to.email],
    subject: `New date for your booking: ${course.name}`,
    ...brandMail({
      title: 'Your booking has a new date',
      paragraphs: [
        `Dear ${to.name},`,
        `Your seat on ${course.name} has been moved to the session below.`,
        ...(from ? [`It replaces the session of ${dateFrom(from)}.`] : []),
      ],
      facts: sessionFacts(course, session),
      action: { label: 'See my bookings', url: `${publicUrl}/profile` },
      after: ['The attached calendar file adds the new date to your calendar.'],
    }),
    attachments: [
      {
        filename: 'session.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: sessionCalendar(course, session, publicUrl, purchaseId),
      },
    ],
  };
}

const dateFrom = (session: CourseSession) =>
  sessionFacts({ name: '' } as Course, session)
    .slice(1, 3)
    .map(([, value]) => value)
    .join(', ');

export function reminderMail(
  to: Addressee,
  course: Course,
  session: CourseSession,
  publicUrl: string,
): OutgoingMail {
  return {
    kind: 'session-reminder',
    to: [to.email],
    subject: `Reminder: ${course.name} starts ${formatCairo(session.starts_at)}`,
    ...brandMail({
      title: 'Your session starts soon',
      paragraphs: [`Dear ${to.name},`, `This is a reminder that ${course.name} starts soon.`],
      facts: sessionFacts(course, session),
      action: { label: 'See my bookings', url: `${publicUrl}/profile` },
    }),
  };
}

export function waitlistOfferMail(
  to: Addressee,
  course: Course,
  session: CourseSession,
  expiresAt: Date,
  publicUrl: string,
): OutgoingMail {
  const url = `${publicUrl}/coursespayment/${course.id}?session=${session.id}`;
  return {
    kind: 'waitlist-offer',
    to: [to.email],
    subject: `A seat is free for you: ${course.name}`,
    ...brandMail({
      title: 'A seat is free for you',
      paragraphs: [
        `Dear ${to.name},`,
        `A seat has become free on ${course.name} and you are first on the waitlist. It is kept for you until ${formatCairo(expiresAt)}; after that it is offered to the next person.`,
      ],
      facts: sessionFacts(course, session),
      action: { label: 'Book my seat', url },
    }),
  };
}

export function sessionCancelledMail(
  to: Addressee,
  course: Course,
  session: CourseSession,
  booked: boolean,
  publicUrl: string,
): OutgoingMail {
  return {
    kind: 'session-cancelled',
    to: [to.email],
    subject: `Session cancelled: ${course.name}, ${formatCairo(session.starts_at)}`,
    ...brandMail({
      title: 'Session cancelled',
      paragraphs: [
        `Dear ${to.name},`,
        `We are sorry: the session of ${course.name} below has been cancelled.`,
        booked
          ? 'We will contact you about a refund or a place on another date.'
          : 'Your place on its waitlist has ended.',
      ],
      facts: sessionFacts(course, session),
      action: { label: 'See other dates', url: `${publicUrl}/courses/${course.id}` },
    }),
  };
}
