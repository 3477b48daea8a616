import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type SubCategory } from '@/features/courses/types';

export function getSubCategories(): Promise<SubCategory[]> {
  return apiFetch<SubCategory[]>('/sub-categories');
}

export function useSubCategories() {
  return useSWR<SubCategory[], ApiError>('/sub-categories', getSubCategories);
}
