import type { CourseWordsEnglish } from '@/content/course-words';
import type { ArabicWords } from '@/i18n/dictionary';

/** كلمات بطاقات الدورات ودليلها والبحث عنها (content/course-words.ts). */
const words: ArabicWords<CourseWordsEnglish> = {
  courseFinder: {
    searchLabel: 'ابحث عن دورة',
    placeholder: 'الاسم أو الرمز أو الموضوع أو الاختصار',
    views: 'طريقة عرض الدورات',
    byGroup: 'حسب المجموعة',
    allCourses: 'كل الدورات',
    searching: 'جارٍ البحث…',
    noMatch: 'لا توجد دورة تطابق «{query}».',
    matches: {
      zero: 'لا توجد دورة تطابق «{query}».',
      one: 'دورة واحدة تطابق «{query}».',
      two: 'دورتان تطابقان «{query}».',
      few: '{count} دورات تطابق «{query}».',
      many: '{count} دورة تطابق «{query}».',
      other: '{count} دورة تطابق «{query}».',
    },
    loadError: 'تعذّر تحميل الدورات.',
    tryAgain: 'أعد المحاولة',
    searchResults: 'نتائج البحث',
    empty: 'جرّب كلمة أخرى: اسم دورة، أو رمزًا مثل PE-204، أو تخصصًا، أو اختصارًا مثل ESP.',
    seeAll: 'اعرض كل الدورات',
  },
  catalogue: {
    learnMore: 'اعرف المزيد',
    learnMoreAbout: ' عن {name}',
    loadingCourses: 'جارٍ تحميل الدورات',
    noCoursesYet: 'لا توجد دورات بعد.',
    nextSession: 'الموعد القادم: {date}',
    count: {
      zero: 'لا توجد دورات',
      one: 'دورة واحدة',
      two: 'دورتان',
      few: '{count} دورات',
      many: '{count} دورة',
      other: '{count} دورة',
    },
    noGroups: 'لا توجد مجموعات دورات في هذا التصنيف بعد.',
    loadError: 'تعذّر تحميل دليل الدورات.',
    loadingCategories: 'جارٍ تحميل تصنيفات الدورات',
    noneOpen: 'لم تُطرح دورات للحجز بعد. عاود زيارتنا قريبًا.',
    categories: 'تصنيفات الدورات',
    coursesLoadError: 'تعذّر تحميل الدورات. أغلق هذه النافذة وأعد المحاولة.',
    groupCourses: 'دورات {group}',
    emptyGroup: 'لا توجد دورات في هذه المجموعة بعد.',
  },
};

export default words;
