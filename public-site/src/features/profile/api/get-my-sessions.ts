import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';

/** A booked dated session, as GET /api/sessions/mine answers it (issue 13). */
export interface BookedSession {
  purchase_id: number;
  course: { id: number; name: string };
  session: { id: number; starts_at: string; ends_at: string; location: string; language: string };
  calendar: string;
}

export function useMySessions(token: string) {
  return useSWR<{ bookings: BookedSession[] }, ApiError, readonly ['/sessions/mine', string]>(
    ['/sessions/mine', token],
    () => apiFetch<{ bookings: BookedSession[] }>('/sessions/mine', { auth: true }),
  );
}

/**
 * "Add to calendar": the .ics needs the bearer token, so it is fetched and handed to the
 * browser as a file (a plain link could not send the header).
 */
export async function downloadCalendar(purchaseId: number): Promise<void> {
  const text = await apiFetch<string>(`/sessions/bookings/${purchaseId}/calendar.ics`, {
    auth: true,
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'session.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
