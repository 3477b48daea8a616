import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Job } from '@/features/careers/types';

export function getJob(id: string): Promise<Job> {
  return apiFetch<Job>(`/jobs/${encodeURIComponent(id)}`);
}

/** One opening; a missing one ends in an ApiError with status 404 (not retried). */
export function useJob(id: string | undefined) {
  return useSWR<Job, ApiError>(
    id ? ['/jobs', id] : null,
    ([, jobId]: [string, string]) => getJob(jobId),
    {
      shouldRetryOnError: (error: ApiError) => error.status >= 500 || error.status === 0,
    },
  );
}
