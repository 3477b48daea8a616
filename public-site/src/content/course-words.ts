import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The words of course cards, the catalogue and the course finder (issue 28), in a module of
 * their own rather than the dictionary: only the pages showing courses load them, and only /ar
 * pages the Arabic (content/ar/course-words.ts). The course page's are in course-page-words.ts,
 * so the catalogue does not load them.
 */
const english = {
  courseFinder: {
    searchLabel: 'Find a course',
    placeholder: 'Name, code, subject or abbreviation',
    views: 'Show courses',
    byGroup: 'By group',
    allCourses: 'All courses',
    searching: 'Searching…',
    noMatch: 'No course matches “{query}”.',
    matches: {
      one: '{count} course matches “{query}”.',
      other: '{count} courses match “{query}”.',
    },
    loadError: 'The courses could not be loaded.',
    tryAgain: 'Try again',
    searchResults: 'Search results',
    empty:
      'Try another word: a course name, a code such as PE-204, a discipline or an abbreviation such as ESP.',
    seeAll: 'See all courses',
  },
  catalogue: {
    learnMore: 'Learn more',
    learnMoreAbout: ' about {name}',
    loadingCourses: 'Loading courses',
    noCoursesYet: 'No courses yet.',
    nextSession: 'Next session: {date}',
    count: { one: '{count} course', other: '{count} courses' },
    noGroups: 'No course groups in this category yet.',
    loadError: 'The course catalogue could not be loaded.',
    loadingCategories: 'Loading course categories',
    noneOpen: 'No courses are open for booking yet. Check back soon.',
    categories: 'Course categories',
    coursesLoadError: 'The courses could not be loaded. Close this window and try again.',
    groupCourses: '{group} courses',
    emptyGroup: 'No courses in this group yet.',
  },
};

export type CourseWordsEnglish = typeof english;
export type CourseWords = Words<CourseWordsEnglish>;

export const courseWords = bilingual<CourseWords>(
  english,
  () => import('@/content/ar/course-words'),
);
