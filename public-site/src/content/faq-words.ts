import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The FAQ section's default title (components/faq, on the training and careers pages): a module
 * of its own so it travels in the section's chunk, not with the careers words the training
 * page never shows. Arabic in content/ar/faq-words.ts.
 */
const english = { title: 'Frequently asked questions' };

export type FaqWordsEnglish = typeof english;

export const faqWords = bilingual<Words<FaqWordsEnglish>>(
  english,
  () => import('@/content/ar/faq-words'),
);
