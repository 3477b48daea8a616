import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Course } from '@/features/courses/types';

export function getCourses(): Promise<Course[]> {
  return apiFetch<Course[]>('/courses');
}

/**
 * The whole public catalogue (a bare array); pages filter it by category or sub-category.
 * `ask` false asks for nothing yet (the course page's sidebar, after its paint).
 */
export function useCourses(ask = true) {
  return useSWR<Course[], ApiError>(ask ? '/courses' : null, getCourses);
}
