import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Category } from '@/features/courses/types';

export function getCategories(): Promise<Category[]> {
  return apiFetch<Category[]>('/categories');
}

/** The categories; `ask` false asks for nothing yet (the course page's sidebar, after its paint). */
export function useCategories(ask = true) {
  return useSWR<Category[], ApiError>(ask ? '/categories' : null, getCategories);
}
