import { apiFetch } from '@/lib/api-client';

/** Leaves a session's waitlist (or declines its offered seat). */
export function leaveWaitlist(sessionId: number): Promise<unknown> {
  return apiFetch<unknown>(`/sessions/${sessionId}/waitlist`, { method: 'DELETE', auth: true });
}
