import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Category } from '@/features/courses/types';

export function getCategories(): Promise<Category[]> {
  return apiFetch<Category[]>('/categories');
}

export function useCategories() {
  return useSWR<Category[], ApiError>('/categories', getCategories);
}
