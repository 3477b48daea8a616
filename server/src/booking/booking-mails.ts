import type { Course } from '../model/course.entity.js';
import { brandMail } from '../mail/brand-mail.js';
import { COMMON_WORDING } from '../mail/common-wording.js';
import {
  courseNameIn,
  egpAmount,
  type Locale,
  mailLocaleOf,
  sitePage,
} from '../mail/mail-locale.js';
import { fill, mailWording, type Overrides } from '../mail/mail-wording.js';
import type { MailDraft } from '../mail/outbox.js';
import type { CourseSession } from '../model/course-session.entity.js';
import { bookedFactsIn, type Reader } from './mail-facts.js';

type Refund = 'requested' | 'due' | 'refunded' | 'none';
type Extra = 'replaced' | 'booked' | 'session_cancelled';

/** The booking mails' words in English; the Arabic below is typed from them (issue 28 item 4). */
const EN = {
  seeBookings: 'See my bookings',
  seeDates: 'See other dates',
  reference: 'Order reference',
  cancelled: {
    subject: 'Booking cancelled: {course}',
    title: 'Your booking is cancelled',
    byBuyer: 'As you asked, your booking of {course} is cancelled.',
    byStaff: 'We are sorry: your booking of {course} has been cancelled.',
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
    subject: 'Refund sent: {course}',
    titleFull: 'Your payment has been refunded',
    titlePart: 'Part of your payment has been refunded',
    body: 'We have refunded {amount} to the card you paid with. Banks usually show it within 5 to 14 days.',
    now: 'Refunded now',
    inAll: 'Refunded in all',
    ofPaid: '{refunded} of {paid}',
  },
  extra: {
    subject: 'We are refunding a payment: {course}',
    title: 'This payment will be refunded',
    why: {
      replaced:
        'We received {amount} for a checkout you had replaced by another date of {course}. It books nothing, so we are refunding it to your card automatically.',
      session_cancelled:
        'We received {amount} for a session of {course} that has been cancelled. We are refunding it to your card automatically; please choose another date.',
      booked:
        'We received {amount} for {course}, which you had already booked. You will not pay twice: we are refunding this payment to your card automatically.',
    } as Record<Extra, string>,
  },
};

const AR: typeof EN = {
  seeBookings: 'عرض حجوزاتي',
  seeDates: 'عرض المواعيد الأخرى',
  reference: 'الرقم المرجعي للطلب',
  cancelled: {
    subject: 'إلغاء الحجز: {course}',
    title: 'أُلغي حجزك',
    byBuyer: 'بناءً على طلبك، أُلغي حجزك في دورة «{course}».',
    byStaff: 'يؤسفنا إبلاغك بإلغاء حجزك في دورة «{course}».',
    money: {
      refunded: 'رُدّ المبلغ الذي دفعته كاملًا إلى بطاقتك.',
      requested: 'يجري الآن رد المبلغ الذي دفعته إلى بطاقتك، وسنراسلك مجددًا فور إرساله.',
      due: 'سيُرد المبلغ الذي دفعته إلى بطاقتك، وسنراسلك مجددًا فور إرساله.',
      none: 'لا يوجد مبلغ مدفوع لهذا الحجز.',
    },
    reason: 'سبب الإلغاء',
  },
  refund: {
    subject: 'رد المبلغ المدفوع: {course}',
    titleFull: 'رددنا إليك المبلغ الذي دفعته',
    titlePart: 'رددنا إليك جزءًا من المبلغ الذي دفعته',
    body: 'رددنا مبلغ {amount} إلى البطاقة التي دفعت بها، ويظهر المبلغ في حسابك عادةً خلال 5 إلى 14 يومًا بحسب البنك.',
    now: 'المبلغ المردود الآن',
    inAll: 'إجمالي المبلغ المردود',
    ofPaid: '{refunded} من أصل {paid}',
  },
  extra: {
    subject: 'رد مبلغ مدفوع: {course}',
    title: 'سيُرد إليك هذا المبلغ',
    why: {
      replaced:
        'تلقّينا مبلغ {amount} عن طلب دفع سابق عدلت عنه واخترت موعدًا آخر لدورة «{course}». ولأن هذا المبلغ لا يقابله أي حجز، فإننا نرده إلى بطاقتك تلقائيًا.',
      session_cancelled:
        'تلقّينا مبلغ {amount} عن موعد أُلغي من مواعيد دورة «{course}». سنرد المبلغ إلى بطاقتك تلقائيًا، ونرجو منك اختيار موعد آخر.',
      booked:
        'تلقّينا مبلغ {amount} عن دورة «{course}» التي سبق أن حجزتها. لن تدفع مرتين، فنحن نرد هذا المبلغ إلى بطاقتك تلقائيًا.',
    },
  },
};

/** The booking mails' sentences, `booking.*` (staff may reword them: resources/mail-wordings.ts). */
export const BOOKING_WORDING = mailWording('booking', { en: EN, ar: AR });

/** The words and figures of one reader's mail, in staff's wording where they changed it. */
function reader(to: Reader, course: Course, overrides: Overrides) {
  const locale: Locale = mailLocaleOf(to);
  return {
    locale,
    t: BOOKING_WORDING.in(locale, overrides),
    dear: fill(COMMON_WORDING.in(locale, overrides).dear, { name: to.name }),
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
): MailDraft {
  return (overrides) => {
    const { locale, t, dear, course: name } = reader(to, course, overrides);
    return {
      kind: 'booking-cancelled',
      to: [to.email],
      subject: fill(t.cancelled.subject, { course: name }),
      ...brandMail(
        {
          title: t.cancelled.title,
          paragraphs: [
            dear,
            fill(by === 'buyer' ? t.cancelled.byBuyer : t.cancelled.byStaff, { course: name }),
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
): MailDraft {
  return (overrides) => {
    const { locale, t, dear, course: name, egp } = reader(to, course, overrides);
    const full = total.refunded >= total.paid;
    return {
      kind: 'refund-sent',
      to: [to.email],
      subject: fill(t.refund.subject, { course: name }),
      ...brandMail(
        {
          title: full ? t.refund.titleFull : t.refund.titlePart,
          paragraphs: [dear, fill(t.refund.body, { amount: egp(amountCents) })],
          facts: [
            ...bookedFactsIn(locale, course, session),
            [t.refund.now, egp(amountCents)],
            [
              t.refund.inAll,
              fill(t.refund.ofPaid, { refunded: egp(total.refunded), paid: egp(total.paid) }),
            ],
            [t.reference, reference],
          ],
          action: { label: t.seeBookings, url: sitePage(publicUrl, locale, `/profile`) },
        },
        locale,
      ),
    };
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
): MailDraft {
  return (overrides) => {
    const { locale, t, dear, course: name, egp } = reader(to, course, overrides);
    return {
      kind: 'extra-payment-refund',
      to: [to.email],
      subject: fill(t.extra.subject, { course: name }),
      ...brandMail(
        {
          title: t.extra.title,
          paragraphs: [dear, fill(t.extra.why[why], { amount: egp(amountCents), course: name })],
          facts: [...bookedFactsIn(locale, course, session), [t.reference, reference]],
          action: { label: t.seeBookings, url: sitePage(publicUrl, locale, `/profile`) },
        },
        locale,
      ),
    };
  };
}
