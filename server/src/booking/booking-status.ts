import type { BookingStatus } from '../model/purchase.entity.js';
import type { RefundStatus } from '../model/payment-transaction.entity.js';

/** States read as words on both sides (issue 22 item 4), never True/False. */
const REFUND_LABELS: Record<RefundStatus, string> = {
  none: 'No refund',
  due: 'Refund due',
  requested: 'Refund requested',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const refundStatusLabel = (status: RefundStatus) => REFUND_LABELS[status];

/**
 * What a buyer and staff read for a booking: its own state, unless money is on its way back
 * (a cancelled booking shows where its refund stands; a live one shows a partial refund).
 */
export function bookingStatusLabel(status: BookingStatus, refund: RefundStatus): string {
  if (status === 'cancelled') return refund === 'none' ? 'Cancelled' : REFUND_LABELS[refund];
  if (refund === 'refunded') return 'Refunded';
  if (refund === 'partially_refunded') return 'Partly refunded';
  return status === 'attended' ? 'Attended' : 'Booked';
}

/** A payment row's state: "Paid", "Declined", "Pending" (and "Refund" for a refund row). */
export function paymentStatusLabel(row: {
  success: boolean;
  pending: boolean;
  is_refund: boolean;
}): string {
  if (row.is_refund) return 'Refund';
  if (row.pending) return 'Pending';
  return row.success ? 'Paid' : 'Declined';
}

/**
 * The refund state of a paid transaction from its facts: everything back → refunded; a refund
 * asked of the provider and not yet reported → requested; some back → partially refunded; money
 * owed (refund_due) → due.
 */
export function refundStatusOf(row: {
  amount_cents: number;
  refunded_cents: number;
  refund_due: boolean;
  requested: boolean;
}): RefundStatus {
  if (row.refunded_cents >= row.amount_cents && row.amount_cents > 0) return 'refunded';
  if (row.requested) return 'requested';
  if (row.refunded_cents > 0) return 'partially_refunded';
  return row.refund_due ? 'due' : 'none';
}
