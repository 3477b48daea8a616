import { apiFetch } from '@/lib/api-client';
import { type BookingView } from '@/features/profile/api/get-my-sessions';

/**
 * The buyer cancels their own booking before the cut-off (issue 22): the server answers the
 * booking, now cancelled with its full refund requested, or 422 with the reason it cannot.
 */
export function cancelBooking(purchaseId: number): Promise<BookingView> {
  return apiFetch<BookingView>(`/sessions/bookings/${purchaseId}/cancel`, {
    method: 'POST',
    auth: true,
  });
}
