import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Course } from '@/features/courses/types';

export function getUserCourses(): Promise<{ courses: Course[] }> {
  return apiFetch<{ courses: Course[] }>('/user/courses', { auth: true });
}

export function userCoursesKey(token: string): readonly ['/user/courses', string] {
  return ['/user/courses', token];
}

/** The courses the signed-in user has paid for; pass null when signed out. */
export function useUserCourses(token: string | null) {
  return useSWR<Course[], ApiError>(token ? userCoursesKey(token) : null, async () => {
    const { courses } = await getUserCourses();
    return courses;
  });
}
