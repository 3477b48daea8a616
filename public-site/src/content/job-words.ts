import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * A list of openings and an opening's details (features/careers: the careers and apply
 * pages); Arabic in content/ar/job-words.ts.
 */
const english = {
  jobList: {
    openings: { one: '{count} opening', other: '{count} openings' },
    loading: 'Loading openings',
    details: 'Details',
    instructor: 'Instructor',
    fullTime: 'Full-time role',
    applyHint: 'Apply online with your CV: PDF, Word or an image.',
    applyNow: 'Apply now',
  },
};

export type JobWordsEnglish = typeof english;
export type JobWords = Words<JobWordsEnglish>;

export const jobWords = bilingual<JobWords>(english, () => import('@/content/ar/job-words'));
