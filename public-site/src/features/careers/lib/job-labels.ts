import { type JobType } from '@/features/careers/types';

/** "Job for" (spec §3) in the words a visitor reads. */
export function jobTypeLabel(type: JobType): string {
  return type === 'instructor' ? 'Instructor' : 'Full-time role';
}
