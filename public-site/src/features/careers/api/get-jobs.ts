import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Job } from '@/features/careers/types';

/** Every opening (public, DECISIONS 14). */
export function getJobs(): Promise<Job[]> {
  return apiFetch<Job[]>('/jobs');
}

export function useJobs() {
  return useSWR<Job[], ApiError>('/jobs', getJobs);
}
