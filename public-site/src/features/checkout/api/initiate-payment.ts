import useSWRMutation from 'swr/mutation';
import { ApiError, apiFetch } from '@/lib/api-client';

export interface CheckoutDetails {
  first_name: string;
  last_name: string;
  phone_number: string;
  city: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
}

export interface InitiatePaymentInput extends CheckoutDetails {
  course_id: number;
  /** A dated session of the course (`?session=` on the checkout address). */
  session_id?: number;
}

export interface InitiatePaymentResponse {
  /** The payment provider's checkout page; the browser goes there next. */
  iframe_url: string;
  /** The order reference, shown before leaving and again on the result page. */
  reference?: string;
}

/** The server prices the order from the course (DECISIONS 9): no amount is sent. */
export function initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentResponse> {
  return apiFetch<InitiatePaymentResponse>('/paymob/initiate-payment', {
    method: 'POST',
    body: input,
    auth: true,
  });
}

/** A full session's 409 ("This session is full — join the waitlist."). */
export function isSessionFull(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 409 && /session is full/i.test(error.message)
  );
}

/** A 409: the course is already paid for (DECISIONS 15). */
export function isAlreadyBooked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && !isSessionFull(error);
}

/** The server's message for any other failure (spec §4 Forms). */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) {
    return 'The server could not be reached. Check your connection and try again.';
  }
  if (error instanceof Error && error.message) return error.message;
  return 'The payment could not be started. Please try again.';
}

export function useInitiatePayment() {
  return useSWRMutation<InitiatePaymentResponse, ApiError, string, InitiatePaymentInput>(
    '/paymob/initiate-payment',
    (_key, { arg }) => initiatePayment(arg),
    { throwOnError: false },
  );
}
