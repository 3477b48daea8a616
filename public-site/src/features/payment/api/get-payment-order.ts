import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';

export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'expired';

export interface PaymentOrder {
  status: PaymentStatus;
  course_id: number;
  amount_cents: number;
  currency: string;
}

/** Poll every 2 s while the provider has not confirmed, for about a minute. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

export function getPaymentOrder(reference: string): Promise<PaymentOrder> {
  return apiFetch<PaymentOrder>(`/paymob/orders/${encodeURIComponent(reference)}`, {
    auth: true,
  });
}

export interface PaymentOrderState {
  order: PaymentOrder | undefined;
  error: ApiError | undefined;
  /** Still pending after the polling window: the page offers to check again. */
  gaveUp: boolean;
  checkAgain: () => void;
}

/**
 * The order the visitor has just paid (or not) for. While it is pending the page asks again
 * every 2 s, for up to a minute: the provider's callback may arrive after the browser does.
 */
export function usePaymentOrder(reference: string, token: string): PaymentOrderState {
  const [polling, setPolling] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setPolling(false), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const { data, error, mutate } = useSWR<PaymentOrder, ApiError>(
    ['/paymob/orders', reference, token],
    () => getPaymentOrder(reference),
    {
      // swr asks this after every answer and whenever it changes (each render), so polling
      // starts once the first answer says pending and stops when the window closes.
      refreshInterval: (latest) => (polling && latest?.status === 'pending' ? POLL_INTERVAL_MS : 0),
      shouldRetryOnError: (failure: ApiError) => failure.status !== 404 && failure.status !== 403,
    },
  );

  const checkAgain = () => {
    setPolling(true);
    setRound((previous) => previous + 1);
    void mutate();
  };

  return { order: data, error, gaveUp: !polling && data?.status === 'pending', checkAgain };
}
