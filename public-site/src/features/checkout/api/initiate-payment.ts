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

/**
 * Issue 26 item 17: a company buying the course, printed on the receipt. Optional: sent only
 * when the buyer says they buy for a company.
 */
export interface CompanyDetails {
  company_name: string;
  tax_registration_number: string;
}

export interface InitiatePaymentInput extends CheckoutDetails, Partial<CompanyDetails> {
  course_id: number;
  /** The dated session picked at checkout; without it the server takes the next free one. */
  session_id?: number;
}

/** The session the order is for, as the server answers it (issue 22 SessionView). */
export interface OrderSession {
  id: number;
  starts_at: string;
  ends_at: string;
  location: string;
  language: string;
  label?: string;
}

export interface InitiatePaymentResponse {
  /** The payment provider's checkout page; the browser goes there next. */
  iframe_url: string;
  /** The order reference, shown before leaving and again on the result page. */
  reference?: string;
  /** Null for a course without dated sessions. */
  session?: OrderSession | null;
  /** True when no session was sent and the server took the next one with a free seat. */
  session_chosen_by_server?: boolean;
}

/** The server prices the order from the course (DECISIONS 9): no amount is sent. */
export function initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentResponse> {
  return apiFetch<InitiatePaymentResponse>('/paymob/initiate-payment', {
    method: 'POST',
    body: input,
    auth: true,
  });
}

/**
 * A 409 about seats: "This session is full — join the waitlist." or "Every date of this course
 * is full — join a waitlist." (issue 22).
 */
export function isSessionFull(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && /\bfull\b/i.test(error.message);
}

/** Any other 409: the buyer holds a live booking of the course (DECISIONS 15, 27). */
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
