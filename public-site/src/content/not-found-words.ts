import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The 404 page's own words (components/status/not-found), carried by that page's chunk rather
 * than by every page's dictionary; the error page's words and "Return to homepage" stay in the
 * dictionary (the error boundary is part of every page). Arabic in content/ar/not-found-words.ts.
 */
const english = {
  title: 'Page not found',
  message: 'The page you are looking for does not exist or has moved.',
};

export type NotFoundWordsEnglish = typeof english;

export const notFoundWords = bilingual<Words<NotFoundWordsEnglish>>(
  english,
  () => import('@/content/ar/not-found-words'),
);
