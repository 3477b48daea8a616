import type { EntityManager } from 'typeorm';
import type { PaymentTransaction } from '../model/payment-transaction.entity.js';
import { LIVE_BOOKING, Purchase } from '../model/purchase.entity.js';
import type { BookingEvents } from './booking-events.js';
import { markRefundDue, payingTransaction } from './paying-transaction.js';

/**
 * Cancels a live booking inside the caller's transaction: the row keeps who cancelled, when and
 * why; its payment becomes refund due (the caller may then ask the provider for it); the
 * cancellation is announced (sessions pass the freed seat down the waitlist; the buyer is
 * mailed by BookingMailer). Saved through the
 * entity, so a staff request's audit trail records it. Answers the paying transaction.
 */
export async function cancelBooking(
  manager: EntityManager,
  events: BookingEvents,
  purchase: Purchase,
  by: 'buyer' | 'staff',
  reason: string | null,
  /** The money is asked back right after the commit (the buyer's own cancel), else owed. */
  refundNow = false,
  now = new Date(),
): Promise<PaymentTransaction | null> {
  if (!LIVE_BOOKING.includes(purchase.status)) return null;
  purchase.status = 'cancelled';
  purchase.cancelled_at = now;
  purchase.cancelled_by = by;
  purchase.cancel_reason = reason;
  await manager.save(Purchase, purchase);
  const paid = await payingTransaction(manager, purchase.payment_order_id);
  const payment = paid ? await markRefundDue(manager, paid) : null;
  await events.emit(manager, {
    type: 'booking.cancelled',
    purchaseId: purchase.id,
    userId: purchase.user_id,
    courseId: purchase.course_id,
    sessionId: purchase.session_id,
    by,
    reason,
    refund: !payment
      ? 'none'
      : payment.refund_status === 'refunded'
        ? 'refunded'
        : refundNow
          ? 'requested'
          : 'due',
  });
  return payment;
}
