import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Course } from '@/features/courses/types';

/** Typing pauses this long before the server is asked: one request per word, not per key. */
export const SEARCH_DELAY_MS = 250;

/**
 * The server's word search (GET /api/courses/search?q=, issue 26 item 4): the courses holding
 * every word in their name, code, discipline, description or the keywords staff gave them.
 */
export function searchCourses(query: string): Promise<Course[]> {
  return apiFetch<Course[]>(`/courses/search?q=${encodeURIComponent(query)}`);
}

/** `value`, once it has stopped changing for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The ids of the courses the server finds for `query`, or undefined while the answer for the
 * query as typed now is not there yet (or the search failed: the caller then keeps what it
 * found itself).
 */
export function useCourseWordSearch(query: string): {
  ids: ReadonlySet<number> | undefined;
  pending: boolean;
} {
  const trimmed = query.trim();
  const settled = useSettled(trimmed, SEARCH_DELAY_MS);
  const { data, error } = useSWR<Course[], ApiError, readonly ['/courses/search', string] | null>(
    settled ? ['/courses/search', settled] : null,
    ([, q]) => searchCourses(q),
    { keepPreviousData: false },
  );
  const current = settled === trimmed && trimmed !== '';
  const ids = current && data ? new Set(data.map((course) => course.id)) : undefined;
  return { ids, pending: trimmed !== '' && !ids && !(current && error) };
}
