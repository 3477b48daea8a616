import type { Course } from '../model/course.entity.js';
import { brandMail } from '../mail/brand-mail.js';
import { COMMON_WORDING } from '../mail/common-wording.js';
import {
  courseNameIn,
  type Locale,
  mailLocaleOf,
  momentIn,
  sitePage,
} from '../mail/mail-locale.js';
import { fill, mailWording, type Overrides } from '../mail/mail-wording.js';
import type { MailDraft } from '../mail/outbox.js';
import type { CourseSession } from '../model/course-session.entity.js';
import { calendarFile } from './ics.js';
import { type Reader, sessionFactsIn } from '../booking/mail-facts.js';

/** The .ics of a booked session (also served by GET /api/sessions/bookings/:id/calendar.ics). */
export function sessionCalendar(
  course: Course,
  session: CourseSession,
  publicUrl: string,
  purchaseId: number,
  locale: Locale = 'en',
): string {
  return calendarFile({
    uid: `booking-${purchaseId}-session-${session.id}@${new URL(publicUrl).hostname}`,
    start: session.starts_at,
    end: session.ends_at,
    summary: courseNameIn(course, locale),
    location: session.location,
    description: `${course.classification} · ${course.discipline}. ${locale === 'ar' ? 'المحاضر' : 'Instructor'}: ${course.instructor}`,
    url: sitePage(publicUrl, locale, `/courses/${course.id}`),
  });
}

/** The session mails' words in English; the Arabic below is typed from them (issue 28 item 4). */
const EN = {
  seeBookings: 'See my bookings',
  seeDates: 'See other dates',
  confirmed: {
    subject: 'Booking confirmed: {course}',
    title: 'Your booking is confirmed',
    body: 'Thank you: your seat on {course} is booked and paid.',
    course: 'Course',
    when: 'When',
    location: 'Location',
    reference: 'Order reference',
    calendar: 'The attached calendar file adds the session to your calendar.',
  },
  moved: {
    subject: 'New date for your booking: {course}',
    title: 'Your booking has a new date',
    body: 'Your seat on {course} has been moved to the session below.',
    replaces: 'It replaces the session of {date}.',
    calendar: 'The attached calendar file adds the new date to your calendar.',
  },
  reminder: {
    subject: 'Reminder: {course} starts {when}',
    title: 'Your session starts soon',
    body: 'This is a reminder that {course} starts soon.',
  },
  offer: {
    subject: 'A seat is free for you: {course}',
    title: 'A seat is free for you',
    body: 'A seat has become free on {course} and you are first on the waitlist. It is kept for you until {until}; after that it is offered to the next person.',
    action: 'Book my seat',
  },
  sessionCancelled: {
    subject: 'Session cancelled: {course}, {when}',
    title: 'Session cancelled',
    body: 'We are sorry: the session of {course} below has been cancelled.',
    booked: 'We will contact you about a refund or a place on another date.',
    waiting: 'Your place on its waitlist has ended.',
  },
};

const AR: typeof EN = {
  seeBookings: 'عرض حجوزاتي',
  seeDates: 'عرض المواعيد الأخرى',
  confirmed: {
    subject: 'تأكيد الحجز: {course}',
    title: 'حجزك مؤكَّد',
    body: 'شكرًا لك، فقد حُجز مقعدك في دورة «{course}» وسُدّدت قيمته.',
    course: 'الدورة',
    when: 'الموعد',
    location: 'المكان',
    reference: 'الرقم المرجعي للطلب',
    calendar: 'يضيف ملف التقويم المرفق موعد الدورة إلى تقويمك.',
  },
  moved: {
    subject: 'موعد جديد لحجزك: {course}',
    title: 'تغيّر موعد حجزك',
    body: 'نُقل مقعدك في دورة «{course}» إلى الموعد المبيّن أدناه.',
    replaces: 'ويحلّ محلّ الموعد السابق: {date}.',
    calendar: 'يضيف ملف التقويم المرفق الموعد الجديد إلى تقويمك.',
  },
  reminder: {
    subject: 'تذكير: تبدأ دورة «{course}» يوم {when}',
    title: 'موعد دورتك يقترب',
    body: 'نودّ تذكيرك بأن دورة «{course}» ستبدأ قريبًا.',
  },
  offer: {
    subject: 'توفّر مقعد لك: {course}',
    title: 'توفّر مقعد لك',
    body: 'توفّر مقعد في دورة «{course}»، وأنت الأول على قائمة الانتظار. نحتفظ لك بالمقعد حتى {until}، ثم يُعرض على من يليك في القائمة.',
    action: 'احجز مقعدي',
  },
  sessionCancelled: {
    subject: 'إلغاء موعد: {course}، {when}',
    title: 'أُلغي موعد الدورة',
    body: 'يؤسفنا إبلاغك بإلغاء موعد دورة «{course}» المبيّن أدناه.',
    booked: 'سنتواصل معك بشأن رد المبلغ أو حجز مقعد في موعد آخر.',
    waiting: 'وبذلك ينتهي مكانك على قائمة الانتظار لهذا الموعد.',
  },
};

/** The session mails' sentences, `session.*` (staff may reword them: resources/mail-wordings.ts). */
export const SESSION_WORDING = mailWording('session', { en: EN, ar: AR });

/** The language, words and course name of one reader's mail, in staff's wording. */
function reader(to: Reader, course: Course, overrides: Overrides) {
  const locale = mailLocaleOf(to);
  return {
    locale,
    t: SESSION_WORDING.in(locale, overrides),
    dear: fill(COMMON_WORDING.in(locale, overrides).dear, { name: to.name }),
    course: courseNameIn(course, locale),
  };
}

const calendarAttachment = (content: string) => ({
  filename: 'session.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content,
});

/**
 * Sent in the transaction that records the paid booking; with the .ics when a session, in the
 * account's language (the caller adds the receipt).
 */
export function bookingConfirmationMail(
  to: Reader,
  course: Course,
  session: CourseSession | null,
  reference: string,
  publicUrl: string,
  purchaseId: number,
): MailDraft {
  return (overrides) => {
    const { locale, t, dear, course: name } = reader(to, course, overrides);
    const content = brandMail(
      {
        title: t.confirmed.title,
        paragraphs: [dear, fill(t.confirmed.body, { course: name })],
        facts: [
          ...(session
            ? sessionFactsIn(locale, course, session)
            : ([
                [t.confirmed.course, name],
                [t.confirmed.when, course.time],
                [t.confirmed.location, course.location],
              ] as [string, string][])),
          [t.confirmed.reference, reference],
        ],
        action: { label: t.seeBookings, url: sitePage(publicUrl, locale, `/profile`) },
        after: session ? [t.confirmed.calendar] : [],
      },
      locale,
    );
    return {
      kind: 'booking-confirmation',
      to: [to.email],
      subject: fill(t.confirmed.subject, { course: name }),
      ...content,
      attachments: session
        ? [calendarAttachment(sessionCalendar(course, session, publicUrl, purchaseId, locale))]
        : undefined,
    };
  };
}

/** A booking moved to another session: the new date, with its calendar file. */
export function bookingMovedMail(
  to: Reader,
  course: Course,
  from: CourseSession | null,
  session: CourseSession,
  publicUrl: string,
  purchaseId: number,
): MailDraft {
  return (overrides) => {
    const { locale, t, dear, course: name } = reader(to, course, overrides);
    return {
      kind: 'booking-moved',
      to: [to.email],
      subject: fill(t.moved.subject, { course: name }),
      ...brandMail(
        {
          title: t.moved.title,
          paragraphs: [
            dear,
            fill(t.moved.body, { course: name }),
            ...(from ? [fill(t.moved.replaces, { date: dateOf(from, locale) })] : []),
          ],
          facts: sessionFactsIn(locale, course, session),
          action: { label: t.seeBookings, url: sitePage(publicUrl, locale, `/profile`) },
          after: [t.moved.calendar],
        },
        locale,
      ),
      attachments: [
        calendarAttachment(sessionCalendar(course, session, publicUrl, purchaseId, locale)),
      ],
    };
  };
}

/** A session's date and times as one phrase ("Wed 10 Feb 2027, 09:00–16:00 (Cairo time)"). */
const dateOf = (session: CourseSession, locale: Locale) =>
  sessionFactsIn(locale, { name: '', name_ar: '' } as unknown as Course, session)
    .slice(1, 3)
    .map(([, value]) => value)
    .join(locale === 'ar' ? '، ' : ', ');

export function reminderMail(
  to: Reader,
  course: Course,
  session: CourseSession,
  publicUrl: string,
): MailDraft {
  return (overrides) => {
    const { locale, t, dear, course: name } = reader(to, course, overrides);
    return {
      kind: 'session-reminder',
      to: [to.email],
      subject: fill(t.reminder.subject, {
        course: name,
        when: momentIn(session.starts_at, locale),
      }),
      ...brandMail(
        {
          title: t.reminder.title,
          paragraphs: [dear, fill(t.reminder.body, { course: name })],
          facts: sessionFactsIn(locale, course, session),
          action: { label: t.seeBookings, url: sitePage(publicUrl, locale, `/profile`) },
        },
        locale,
      ),
    };
  };
}

export function waitlistOfferMail(
  to: Reader,
  course: Course,
  session: CourseSession,
  expiresAt: Date,
  publicUrl: string,
): MailDraft {
  return (overrides) => {
    const { locale, t, dear, course: name } = reader(to, course, overrides);
    const url = sitePage(publicUrl, locale, `/coursespayment/${course.id}?session=${session.id}`);
    return {
      kind: 'waitlist-offer',
      to: [to.email],
      subject: fill(t.offer.subject, { course: name }),
      ...brandMail(
        {
          title: t.offer.title,
          paragraphs: [
            dear,
            fill(t.offer.body, { course: name, until: momentIn(expiresAt, locale) }),
          ],
          facts: sessionFactsIn(locale, course, session),
          action: { label: t.offer.action, url },
        },
        locale,
      ),
    };
  };
}

export function sessionCancelledMail(
  to: Reader,
  course: Course,
  session: CourseSession,
  booked: boolean,
  publicUrl: string,
): MailDraft {
  return (overrides) => {
    const { locale, t, dear, course: name } = reader(to, course, overrides);
    return {
      kind: 'session-cancelled',
      to: [to.email],
      subject: fill(t.sessionCancelled.subject, {
        course: name,
        when: momentIn(session.starts_at, locale),
      }),
      ...brandMail(
        {
          title: t.sessionCancelled.title,
          paragraphs: [
            dear,
            fill(t.sessionCancelled.body, { course: name }),
            booked ? t.sessionCancelled.booked : t.sessionCancelled.waiting,
          ],
          facts: sessionFactsIn(locale, course, session),
          action: { label: t.seeDates, url: sitePage(publicUrl, locale, `/courses/${course.id}`) },
        },
        locale,
      ),
    };
  };
}
