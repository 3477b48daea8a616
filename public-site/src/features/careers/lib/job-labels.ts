import { type JobType } from '@/features/careers/types';
import type { JobWords } from '@/content/job-words';

/** "Job for" (spec §3) in the words a visitor reads, in the page's language. */
export function jobTypeLabel(type: JobType, t: JobWords): string {
  return type === 'instructor' ? t.jobList.instructor : t.jobList.fullTime;
}
