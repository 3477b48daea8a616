import { englishText, type DashboardTranslate } from '../../i18n/useDashboardTranslate';
import { formatAmount } from '../../lib/format-amount';

/** A payment row as the refund reads it (GET /api/paymob/transactions). */
export interface RefundablePayment {
  id: number;
  success?: boolean | number;
  status_label?: string;
  amount_cents: number;
  refunded_cents?: number;
  /** What the server says a refund may still take (paid less refunded and requested). */
  refundable_cents?: number;
  refund_status?: string;
  refund_status_label?: string;
  currency?: string;
}

/** What is left to refund: the server's figure, else the amount paid less what was refunded. */
export const remainingCents = (payment: RefundablePayment): number =>
  typeof payment.refundable_cents === 'number'
    ? Math.max(0, payment.refundable_cents)
    : Math.max(0, Number(payment.amount_cents) - Number(payment.refunded_cents ?? 0));

const isPaid = (payment: RefundablePayment) =>
  payment.status_label ? payment.status_label === 'Paid' : Boolean(payment.success);

/**
 * A refund may be asked for a paid payment with money left to give back and no refund under
 * way (Paymob answers the first before a second is sent).
 */
export const canRefund = (payment: RefundablePayment): boolean =>
  isPaid(payment) && remainingCents(payment) > 0 && payment.refund_status !== 'requested';

const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * A partial refund typed in EGP ('1500', '1,500.50' is refused: one decimal separator only)
 * → its cents, or the message shown under the field, in the dashboard's language (`t` and
 * `locale`; English by default). At least 0.01 and at most what is left.
 */
export const parseRefundAmount = (
  text: string,
  remaining: number,
  currency = 'EGP',
  t: DashboardTranslate = englishText,
  locale = 'en',
): { cents: number } | { error: string } => {
  const typed = text.trim();
  if (typed === '') return { error: t('refund.enter_amount') };
  if (!AMOUNT.test(typed)) {
    const unit = locale === 'ar' && currency === 'EGP' ? 'ج.م' : currency;
    return { error: t('refund.amount_format', { currency: unit }) };
  }
  const cents = Math.round(Number(typed.replace(',', '.')) * 100);
  if (cents < 1) return { error: t('refund.amount_positive') };
  if (cents > remaining) {
    return { error: t('refund.at_most', { amount: formatAmount(remaining, currency, locale) }) };
  }
  return { cents };
};
