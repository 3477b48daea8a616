import type { JobWordsEnglish } from '@/content/job-words';
import type { ArabicWords } from '@/i18n/dictionary';

/** قائمة الوظائف وتفاصيل الوظيفة (content/job-words.ts). */
const words: ArabicWords<JobWordsEnglish> = {
  jobList: {
    openings: {
      zero: 'لا توجد وظائف',
      one: 'وظيفة واحدة',
      two: 'وظيفتان',
      few: '{count} وظائف',
      many: '{count} وظيفة',
      other: '{count} وظيفة',
    },
    loading: 'جارٍ تحميل الوظائف',
    details: 'التفاصيل',
    instructor: 'مدرّب',
    fullTime: 'وظيفة بدوام كامل',
    applyHint: 'قدّم طلبك إلكترونيًا مع سيرتك الذاتية بصيغة PDF أو Word أو صورة.',
    applyNow: 'قدّم الآن',
  },
};

export default words;
