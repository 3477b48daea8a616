import type { ForbiddenWordsEnglish } from '@/content/forbidden-words';
import type { ArabicWords } from '@/i18n/dictionary';

/** صفحة 403 (content/forbidden-words.ts). */
const words: ArabicWords<ForbiddenWordsEnglish> = {
  title: 'لا تملك صلاحية الدخول',
  message: 'ليست لديك صلاحية للاطلاع على هذه الصفحة.',
};

export default words;
