import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';

/** A dated session as GET /api/sessions/upcoming answers it (ADR 0011). */
export interface UpcomingSession {
  id: number;
  course_id: number;
  starts_at: string;
  ends_at: string;
  location: string;
  language: string;
  /** Cairo labels ("Wed 10 Feb 2027", "09:00–16:00"), from servers that send them. */
  date_label?: string;
  time_label?: string;
  capacity: number;
  seats_left: number;
  full: boolean;
}

export interface WaitlistPlace {
  session_id: number;
  status: string;
  position: number | null;
}

/**
 * The course's scheduled sessions still to start, soonest first. Public. Null asks for nothing
 * (an address without a valid course id). The server preloads this URL on the course page
 * (server/src/seo/course-head.ts): keep the two in step.
 */
export function useUpcomingSessions(courseId: number | null) {
  return useSWR<UpcomingSession[], ApiError, UpcomingKey | null>(
    courseId === null ? null : upcomingKey(courseId),
    fetchUpcoming,
  );
}

export type UpcomingKey = readonly ['/sessions/upcoming', number];

export const upcomingKey = (courseId: number): UpcomingKey => ['/sessions/upcoming', courseId];

export const fetchUpcoming = ([, id]: UpcomingKey) =>
  apiFetch<UpcomingSession[]>(`/sessions/upcoming?course_id=${id}`);

/** Joins a full session's waitlist (signed in); a 409 means seats are free again. */
export function joinWaitlist(sessionId: number): Promise<WaitlistPlace> {
  return apiFetch<WaitlistPlace>(`/sessions/${sessionId}/waitlist`, { method: 'POST', auth: true });
}

/** Every course's upcoming sessions in one call (the catalogue cards show the next date). */
export function useAllUpcomingSessions() {
  return useSWR<UpcomingSession[], ApiError, string>('/sessions/upcoming', (path: string) =>
    apiFetch<UpcomingSession[]>(path),
  );
}
