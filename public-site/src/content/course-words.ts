import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The words of course cards, the catalogue, the course page and its sessions (issue 28), in a
 * module of their own rather than the dictionary: only the pages showing courses load them,
 * and only /ar pages the Arabic (content/ar/course-words.ts).
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
  coursePage: {
    breadcrumb: 'Breadcrumb',
    training: 'Training',
    notFoundTitle: 'Course not found',
    notFoundMessage:
      'This course does not exist or is no longer offered. Browse the current catalogue instead.',
    backToAll: 'Back to all courses',
    loading: 'Loading course',
    price: 'Price: ',
    booked: 'Your seat is booked.',
    seeYourCourses: 'See your courses',
    information: 'Course information',
    loadError: 'This course could not be loaded.',
    tryAgain: 'Try again',
    tabs: {
      description: 'DESCRIPTION',
      instructor: 'INSTRUCTOR',
      location: 'LOCATION',
      time: 'TIME',
    },
    toBeAnnounced: 'To be announced',
    sessionLine: '{session} (Cairo time), {place}, {language}',
    moreTraining: 'More training',
    groups: 'Course groups',
    latest: 'Latest courses',
    when: 'When',
    where: 'Where',
    loadingDates: 'Loading the dates…',
    seeAllDates: 'See all dates',
    next: 'Next: {session}',
    moreDates: { one: ' (and {count} more date)', other: ' (and {count} more dates)' },
    otherPlaces: { one: ' ({count} other place)', other: ' ({count} other places)' },
    bookNow: 'BOOK NOW',
    bookedButton: 'BOOKED',
    allFull: 'Every date is full — join a waitlist',
    wishlistLabel: 'Save to wishlist',
    wishlistRemove: 'Remove from wishlist',
    wishlistAdd: 'Add to wishlist',
    wishlistError: 'Your wishlist could not be updated. Please try again.',
  },
  sessions: {
    title: 'Upcoming sessions',
    hintBooked: 'Times are Cairo time.',
    hint: 'Times are Cairo time. Pick a date to book your seat.',
    yourBooking: 'Your booking',
    full: 'Full — join the waitlist',
    joinWaitlist: 'Join the waitlist',
    waitlistPlace: 'You are number {place} on the waitlist',
  },
};

export type CourseWordsEnglish = typeof english;
export type CourseWords = Words<CourseWordsEnglish>;

export const courseWords = bilingual<CourseWords>(
  english,
  () => import('@/content/ar/course-words'),
);
