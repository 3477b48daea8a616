import type { NotFoundWordsEnglish } from '@/content/not-found-words';
import type { ArabicWords } from '@/i18n/dictionary';

/** صفحة 404 (content/not-found-words.ts). */
const words: ArabicWords<NotFoundWordsEnglish> = {
  title: 'الصفحة غير موجودة',
  message: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
};

export default words;
