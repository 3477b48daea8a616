import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The 403 page's own words (components/status/forbidden), carried by the chunks showing it
 * rather than by every page's dictionary. Spec §2: the English texts are kept exactly as
 * specified, spelling included. Arabic in content/ar/forbidden-words.ts.
 */
const english = {
  title: 'Not Found',
  message: "You don't have premission to access this page.",
};

export type ForbiddenWordsEnglish = typeof english;

export const forbiddenWords = bilingual<Words<ForbiddenWordsEnglish>>(
  english,
  () => import('@/content/ar/forbidden-words'),
);
