import type { Course } from '../model/course.entity.js';
import { brandMail } from '../mail/brand-mail.js';
import {
  courseNameIn,
  egpAmount,
  type Locale,
  type MailTexts,
  mailLocaleOf,
  sitePage,
} from '../mail/mail-locale.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { CourseSession } from '../model/course-session.entity.js';
import { bookedFactsIn, type Reader } from './mail-facts.js';

type Refund = 'requested' | 'due' | 'refunded' | 'none';
type Extra = 'replaced' | 'booked' | 'session_cancelled';

/** The booking mails' words in English; the Arabic below is typed from them (issue 28 item 4). */
const EN = {
  dear: (name: string) => `Dear ${name},`,
  seeBookings: 'See my bookings',
  seeDates: 'See other dates',
  reference: 'Order reference',
  cancelled: {
    subject: (course: string) => `Booking cancelled: ${course}`,
    title: 'Your booking is cancelled',
    byBuyer: (course: string) => `As you asked, your booking of ${course} is cancelled.`,
    byStaff: (course: string) => `We are sorry: your booking of ${course} has been cancelled.`,
    money: {
      refunded: 'Your payment has been refunded to your card in full.',
      requested:
        'Your payment is being refunded to your card; we will write again when the refund is sent.',
      due: 'Your payment will be refunded to your card; we will write again when the refund is sent.',
      none: 'No payment is held for this booking.',
    } as Record<Refund, string>,
    reason: 'Reason',
  },
  refund: {
    subject: (course: string) => `Refund sent: ${course}`,
    titleFull: 'Your payment has been refunded',
    titlePart: 'Part of your payment has been refunded',
    body: (amount: string) =>
      `We have refunded ${amount} to the card you paid with. Banks usually show it within 5 to 14 days.`,
    now: 'Refunded now',
    inAll: 'Refunded in all',
    ofPaid: (refunded: string, paid: string) => `${refunded} of ${paid}`,
  },
  extra: {
    subject: (course: string) => `We are refunding a payment: ${course}`,
    title: 'This payment will be refunded',
    why: {
      replaced: (amount: string, course: string) =>
        `We received ${amount} for a checkout you had replaced by another date of ${course}. It books nothing, so we are refunding it to your card automatically.`,
      session_cancelled: (amount: string, course: string) =>
        `We received ${amount} for a session of ${course} that has been cancelled. We are refunding it to your card automatically; please choose another date.`,
      booked: (amount: string, course: string) =>
        `We received ${amount} for ${course}, which you had already booked. You will not pay twice: we are refunding this payment to your card automatically.`,
    } as Record<Extra, (amount: string, course: string) => string>,
  },
};

const AR: typeof EN = {
  dear: (name: string) => `السيد/السيدة ${name}، تحية طيبة،`,
  seeBookings: 'عرض حجوزاتي',
  seeDates: 'عرض المواعيد الأخرى',
  reference: 'الرقم المرجعي للطلب',
  cancelled: {
    subject: (course) => `إلغاء الحجز: ${course}`,
    title: 'أُلغي حجزك',
    byBuyer: (course) => `بناءً على طلبك، أُلغي حجزك في دورة «${course}».`,
    byStaff: (course) => `يؤسفنا إبلاغك بإلغاء حجزك في دورة «${course}».`,
    money: {
      refunded: 'رُدّ المبلغ الذي دفعته كاملًا إلى بطاقتك.',
      requested: 'يجري الآن رد المبلغ الذي دفعته إلى بطاقتك، وسنراسلك مجددًا فور إرساله.',
      due: 'سيُرد المبلغ الذي دفعته إلى بطاقتك، وسنراسلك مجددًا فور إرساله.',
      none: 'لا يوجد مبلغ مدفوع لهذا الحجز.',
    },
    reason: 'سبب الإلغاء',
  },
  refund: {
    subject: (course) => `رد المبلغ المدفوع: ${course}`,
    titleFull: 'رددنا إليك المبلغ الذي دفعته',
    titlePart: 'رددنا إليك جزءًا من المبلغ الذي دفعته',
    body: (amount) =>
      `رددنا مبلغ ${amount} إلى البطاقة التي دفعت بها، ويظهر المبلغ في حسابك عادةً خلال 5 إلى 14 يومًا بحسب البنك.`,
    now: 'المبلغ المردود الآن',
    inAll: 'إجمالي المبلغ المردود',
    ofPaid: (refunded, paid) => `${refunded} من أصل ${paid}`,
  },
  extra: {
    subject: (course) => `رد مبلغ مدفوع: ${course}`,
    title: 'سيُرد إليك هذا المبلغ',
    why: {
      replaced: (amount, course) =>
        `تلقّينا مبلغ ${amount} عن طلب دفع سابق عدلت عنه واخترت موعدًا آخر لدورة «${course}». ولأن هذا المبلغ لا يقابله أي حجز، فإننا نرده إلى بطاقتك تلقائيًا.`,
      session_cancelled: (amount, course) =>
        `تلقّينا مبلغ ${amount} عن موعد أُلغي من مواعيد دورة «${course}». سنرد المبلغ إلى بطاقتك تلقائيًا، ونرجو منك اختيار موعد آخر.`,
      booked: (amount, course) =>
        `تلقّينا مبلغ ${amount} عن دورة «${course}» التي سبق أن حجزتها. لن تدفع مرتين، فنحن نرد هذا المبلغ إلى بطاقتك تلقائيًا.`,
    },
  },
};

const TEXTS: MailTexts<typeof EN> = { en: EN, ar: AR };

/** The words and figures of one reader's mail. */
function reader(to: Reader, course: Course) {
  const locale: Locale = mailLocaleOf(to);
  return {
    locale,
    t: TEXTS[locale],
    course: courseNameIn(course, locale),
    egp: (cents: number) => egpAmount(cents, locale),
  };
}

/** A booking cancelled by the buyer or by staff (with the reason), and what happens to the money. */
export function bookingCancelledMail(
  to: Reader,
  course: Course,
  session: CourseSession | null,
  by: 'buyer' | 'staff',
  reason: string | null,
  refund: Refund,
  publicUrl: string,
): OutgoingMail {
  const { locale, t, course: name } = reader(to, course);
  return {
    kind: 'booking-cancelled',
    to: [to.email],
    subject: t.cancelled.subject(name),
    ...brandMail(
      {
        title: t.cancelled.title,
        paragraphs: [
          t.dear(to.name),
          by === 'buyer' ? t.cancelled.byBuyer(name) : t.cancelled.byStaff(name),
          t.cancelled.money[refund],
        ],
        facts: [
          ...bookedFactsIn(locale, course, session),
          ...(reason ? [[t.cancelled.reason, reason] as [string, string]] : []),
        ],
        action: { label: t.seeDates, url: sitePage(publicUrl, locale, `/courses/${course.id}`) },
      },
      locale,
    ),
  };
}

/** Money sent back (the provider's refund callback arrived). */
export function refundSentMail(
  to: Reader,
  course: Course,
  session: CourseSession | null,
  amountCents: number,
  total: { refunded: number; paid: number },
  reference: string,
  publicUrl: string,
): OutgoingMail {
  const { locale, t, course: name, egp } = reader(to, course);
  const full = total.refunded >= total.paid;
  return {
    kind: 'refund-sent',
    to: [to.email],
    subject: t.refund.subject(name),
    ...brandMail(
      {
        title: full ? t.refund.titleFull : t.refund.titlePart,
        paragraphs: [t.dear(to.name), t.refund.body(egp(amountCents))],
        facts: [
          ...bookedFactsIn(locale, course, session),
          [t.refund.now, egp(amountCents)],
          [t.refund.inAll, t.refund.ofPaid(egp(total.refunded), egp(total.paid))],
          [t.reference, reference],
        ],
        action: { label: t.seeBookings, url: sitePage(publicUrl, locale, `/profile`) },
      },
      locale,
    ),
  };
}

/**
 * A payment that booked nothing (a second payment for a course already booked, or the payment
 * of a checkout replaced by another date): the buyer is told at once that it is refunded.
 */
export function extraPaymentMail(
  to: Reader,
  course: Course,
  session: CourseSession | null,
  amountCents: number,
  reference: string,
  why: Extra,
  publicUrl: string,
): OutgoingMail {
  const { locale, t, course: name, egp } = reader(to, course);
  return {
    kind: 'extra-payment-refund',
    to: [to.email],
    subject: t.extra.subject(name),
    ...brandMail(
      {
        title: t.extra.title,
        paragraphs: [t.dear(to.name), t.extra.why[why](egp(amountCents), name)],
        facts: [...bookedFactsIn(locale, course, session), [t.reference, reference]],
        action: { label: t.seeBookings, url: sitePage(publicUrl, locale, `/profile`) },
      },
      locale,
    ),
  };
}
