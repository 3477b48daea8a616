import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Course } from '@/features/courses/types';

/** A paid course, with the order that paid it (issue 15 item 6). */
export interface BookedCourse extends Course {
  /** Null for a booking made before orders were linked. */
  order_reference?: string | null;
  booked_at?: string;
}

export function getUserCourses(): Promise<{ courses: BookedCourse[] }> {
  return apiFetch<{ courses: BookedCourse[] }>('/user/courses', { auth: true });
}

export function userCoursesKey(token: string): readonly ['/user/courses', string] {
  return ['/user/courses', token];
}

/** The courses the signed-in user has paid for; pass null when signed out. */
export function useUserCourses(token: string | null) {
  return useSWR<BookedCourse[], ApiError>(token ? userCoursesKey(token) : null, async () => {
    const { courses } = await getUserCourses();
    return courses;
  });
}
