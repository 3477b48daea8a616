import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Course } from '@/features/courses/types';

export function getCourses(): Promise<Course[]> {
  return apiFetch<Course[]>('/courses');
}

/** The whole public catalogue (a bare array); pages filter it by category or sub-category. */
export function useCourses() {
  return useSWR<Course[], ApiError>('/courses', getCourses);
}
