import { type EntityManager, In } from 'typeorm';
import { Course } from '../model/course.entity.js';
import { PaymentOrder } from '../model/payment-order.entity.js';
import type { PaymentTransaction, RefundStatus } from '../model/payment-transaction.entity.js';
import type { ReceiptsService } from './receipts/receipts.service.js';
import type { BookingStatus, Purchase } from '../model/purchase.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { sessionView, type SessionView } from './session-view.js';
import { bookingStatusLabel } from './booking-status.js';
import { payingTransactions } from './paying-transaction.js';

/** A buyer may cancel up to this long before the session starts (then: contact us). */
export const BUYER_CANCEL_BEFORE_MS = 7 * 24 * 60 * 60_000;

export const CANCEL_CUT_OFF_MESSAGE =
  'Bookings can be cancelled up to 7 days before the session; please contact us.';

/** Until when the buyer may cancel a booking themselves; null when never (no date). */
export function cancelUntil(session: CourseSession | null): Date | null {
  return session ? new Date(session.starts_at.getTime() - BUYER_CANCEL_BEFORE_MS) : null;
}

/** Everything the views of some bookings need, read in a few queries. */
export interface BookingFacts {
  sessions: Map<number, CourseSession>;
  courses: Map<number, Course>;
  orders: Map<number, PaymentOrder>;
  payments: Map<number, PaymentTransaction>;
}

export async function bookingFacts(
  manager: EntityManager,
  purchases: Purchase[],
): Promise<BookingFacts> {
  const sessionIds = [
    ...new Set(
      purchases.flatMap((p) => [p.session_id, p.moved_from_session_id]).filter((id) => id !== null),
    ),
  ] as number[];
  const courseIds = [...new Set(purchases.map((p) => p.course_id))];
  const orderIds = [
    ...new Set(purchases.map((p) => p.payment_order_id).filter((id) => id !== null)),
  ] as number[];
  const [sessions, courses, orders, payments] = await Promise.all([
    sessionIds.length ? manager.findBy(CourseSession, { id: In(sessionIds) }) : [],
    courseIds.length ? manager.findBy(Course, { id: In(courseIds) }) : [],
    orderIds.length ? manager.findBy(PaymentOrder, { id: In(orderIds) }) : [],
    payingTransactions(manager, orderIds),
  ]);
  return {
    sessions: new Map(sessions.map((s) => [s.id, s])),
    courses: new Map(courses.map((c) => [c.id, c])),
    orders: new Map(orders.map((o) => [o.id, o])),
    payments,
  };
}

/** The refund state of a booking: its paying transaction's, "none" without one. */
export const refundOf = (facts: BookingFacts, purchase: Purchase): PaymentTransaction | null =>
  purchase.payment_order_id ? (facts.payments.get(purchase.payment_order_id) ?? null) : null;

export interface BookingView {
  purchase_id: number;
  status: BookingStatus;
  status_label: string;
  course: { id: number; name: string; name_ar: string; image: string | null };
  session: SessionView | null;
  calendar: string | null;
  receipt: string | null;
  order_reference: string | null;
  amount_cents: number | null;
  refunded_cents: number;
  refund_status: RefundStatus;
  cancel_reason: string | null;
  cancelled_by: 'buyer' | 'staff' | null;
  can_cancel: boolean;
  cancel_until: string | null;
  moved_from: SessionView | null;
}

/** A booking as its buyer sees it in the profile (GET /api/sessions/mine). */
export function buyerView(
  purchase: Purchase,
  facts: BookingFacts,
  receipts: ReceiptsService,
  now = new Date(),
): BookingView {
  const session = purchase.session_id ? (facts.sessions.get(purchase.session_id) ?? null) : null;
  const course = facts.courses.get(purchase.course_id);
  const order = purchase.payment_order_id ? facts.orders.get(purchase.payment_order_id) : undefined;
  const payment = refundOf(facts, purchase);
  const refund = payment?.refund_status ?? 'none';
  const upcoming = !!session && session.status === 'scheduled' && session.starts_at > now;
  const until = cancelUntil(session);
  const movedFrom = purchase.moved_from_session_id
    ? (facts.sessions.get(purchase.moved_from_session_id) ?? null)
    : null;
  return {
    purchase_id: purchase.id,
    status: purchase.status,
    status_label: bookingStatusLabel(purchase.status, refund),
    course: {
      id: purchase.course_id,
      name: course?.name ?? '',
      name_ar: course?.name_ar ?? '',
      image: course?.image || null,
    },
    session: sessionView(session),
    calendar:
      purchase.status === 'booked' && upcoming
        ? `/api/sessions/bookings/${purchase.id}/calendar.ics`
        : null,
    receipt: order?.status === 'paid' ? receipts.signedUrl(order.merchant_reference) : null,
    order_reference: order?.merchant_reference ?? null,
    amount_cents: payment?.amount_cents ?? order?.amount_cents ?? null,
    refunded_cents: payment?.refunded_cents ?? 0,
    refund_status: refund,
    cancel_reason: purchase.cancel_reason,
    cancelled_by: purchase.cancelled_by,
    can_cancel:
      purchase.status === 'booked' && upcoming && until !== null && now.getTime() < until.getTime(),
    cancel_until: until?.toISOString() ?? null,
    moved_from: sessionView(movedFrom),
  };
}

/** A booking as staff list it (GET /api/bookings). */
export function staffRow(purchase: Purchase, facts: BookingFacts) {
  const session = purchase.session_id ? (facts.sessions.get(purchase.session_id) ?? null) : null;
  const course = facts.courses.get(purchase.course_id);
  const order = purchase.payment_order_id ? facts.orders.get(purchase.payment_order_id) : undefined;
  const payment = refundOf(facts, purchase);
  const refund = payment?.refund_status ?? 'none';
  const movedFrom = purchase.moved_from_session_id
    ? (facts.sessions.get(purchase.moved_from_session_id) ?? null)
    : null;
  return {
    id: purchase.id,
    user: purchase.user
      ? { id: purchase.user.id, name: purchase.user.name, email: purchase.user.email }
      : { id: purchase.user_id, name: '', email: '' },
    course: { id: purchase.course_id, name: course?.name ?? '' },
    session: sessionView(session),
    status: purchase.status,
    status_label: bookingStatusLabel(purchase.status, refund),
    refund_status: refund,
    refunded_cents: payment?.refunded_cents ?? 0,
    payment_id: payment?.id ?? null,
    amount_cents: payment?.amount_cents ?? order?.amount_cents ?? null,
    order_reference: order?.merchant_reference ?? null,
    cancel_reason: purchase.cancel_reason,
    cancelled_by: purchase.cancelled_by,
    cancelled_at: purchase.cancelled_at,
    moved_from: sessionView(movedFrom),
    moved_at: purchase.moved_at,
    created_at: purchase.created_at,
  };
}
