import type { FaqWordsEnglish } from '@/content/faq-words';
import type { ArabicWords } from '@/i18n/dictionary';

/** عنوان قسم الأسئلة الشائعة (content/faq-words.ts). */
const words: ArabicWords<FaqWordsEnglish> = { title: 'الأسئلة الشائعة' };

export default words;
