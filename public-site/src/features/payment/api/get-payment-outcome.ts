import { apiFetch } from '@/lib/api-client';
import {
  type PaymentSession,
  type PolledPayment,
  type RefundStatus,
  usePolledPayment,
} from '@/features/payment/api/get-payment-order';

/** GET /api/paymob/outcome/{reference}: public, names no person and no amount. */
export interface PaymentOutcome {
  reference: string;
  status: 'paid' | 'pending' | 'failed' | 'replaced';
  course: {
    id: number;
    name: string;
    time: string;
    location: string;
    /** Arabic twins (issue 28), from servers that send them. */
    name_ar?: string;
    location_ar?: string;
  };
  session?: PaymentSession | null;
  refund_status?: RefundStatus;
}

export function getPaymentOutcome(reference: string): Promise<PaymentOutcome> {
  return apiFetch<PaymentOutcome>(`/paymob/outcome/${encodeURIComponent(reference)}`);
}

/**
 * The outcome for a return without a session (signed out, another browser): the order
 * reference in the address is all the page has (issue 15 item 6).
 */
export function usePaymentOutcome(reference: string): PolledPayment<PaymentOutcome> {
  return usePolledPayment(['/paymob/outcome', reference], () => getPaymentOutcome(reference));
}
