import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';

/**
 * The order's own statuses, plus 'failed': what the public outcome says for declined/expired.
 * 'replaced': the buyer chose another date, which replaced this checkout (DECISIONS 21).
 */
export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'expired' | 'failed' | 'replaced';

/** The money's way back, on the order's paying transaction (issue 22). */
export type RefundStatus = 'none' | 'due' | 'requested' | 'partially_refunded' | 'refunded';

/** The dated session an order is for (the server's SessionView; issue 22). */
export interface PaymentSession {
  id: number;
  starts_at: string;
  ends_at: string;
  location: string;
  language: string;
  date_label?: string;
  time_label?: string;
}

/** What the result page needs of a payment, from either route. */
export interface PaymentOrder {
  status: PaymentStatus;
  course_id: number;
  /** Only the buyer's own order carries the amount. */
  amount_cents?: number;
  currency?: string;
  /** Null for a course without dates (and absent from older servers). */
  session?: PaymentSession | null;
  /** A paid order that is not a booking (a second or replaced order) is refunded. */
  refund_status?: RefundStatus;
}

/** Poll every 2 s while the provider has not confirmed, for about a minute. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

export function getPaymentOrder(reference: string): Promise<PaymentOrder> {
  return apiFetch<PaymentOrder>(`/paymob/orders/${encodeURIComponent(reference)}`, {
    auth: true,
  });
}

export interface PolledPayment<T> {
  order: T | undefined;
  error: ApiError | undefined;
  /** Still pending after the polling window: the page offers to check again. */
  gaveUp: boolean;
  checkAgain: () => void;
}

export type PaymentOrderState = PolledPayment<PaymentOrder>;

/**
 * A payment whose outcome may still be on its way. While it is pending the page asks again
 * every 2 s, for up to a minute: the provider's callback may arrive after the browser does.
 */
export function usePolledPayment<T extends { status: string }>(
  key: readonly unknown[],
  fetcher: () => Promise<T>,
): PolledPayment<T> {
  const [polling, setPolling] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setPolling(false), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const { data, error, mutate } = useSWR<T, ApiError>(key, fetcher, {
    // swr asks this after every answer and whenever it changes (each render), so polling
    // starts once the first answer says pending and stops when the window closes.
    refreshInterval: (latest) => (polling && latest?.status === 'pending' ? POLL_INTERVAL_MS : 0),
    shouldRetryOnError: (failure: ApiError) =>
      failure.status !== 404 && failure.status !== 403 && failure.status !== 422,
  });

  const checkAgain = () => {
    setPolling(true);
    setRound((previous) => previous + 1);
    void mutate();
  };

  return { order: data, error, gaveUp: !polling && data?.status === 'pending', checkAgain };
}

/** The signed-in buyer's own order, with its amount. */
export function usePaymentOrder(reference: string, token: string): PaymentOrderState {
  return usePolledPayment(['/paymob/orders', reference, token], () => getPaymentOrder(reference));
}
