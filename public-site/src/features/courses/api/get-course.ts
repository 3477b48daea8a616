import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Course } from '@/features/courses/types';

/** Course ids are positive integers; anything else cannot exist and is never requested. */
export function parseCourseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function getCourse(id: number): Promise<Course> {
  return apiFetch<Course>(`/courses/${id}`);
}

/**
 * One course; a 404 comes back as `error.status === 404`. Public: no token is sent (spec §6).
 * The server preloads this URL on the course page (server/src/seo/course-head.ts).
 */
export type CourseKey = readonly ['/courses', number];

export const courseKey = (id: number): CourseKey => ['/courses', id];

export const fetchCourse = ([, id]: CourseKey) => getCourse(id);

export function useCourse(id: number | null) {
  return useSWR<Course, ApiError, CourseKey | null>(
    id === null ? null : courseKey(id),
    fetchCourse,
    // An unknown course stays unknown: do not retry a 404.
    { shouldRetryOnError: (error: ApiError) => error.status !== 404 },
  );
}
