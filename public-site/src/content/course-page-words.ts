import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The words of the course page and its dates (issue 28): loaded with the course page only, and
 * on /ar pages with their Arabic (content/ar/course-page-words.ts). The catalogue's words are
 * in course-words.ts.
 */
const english = {
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

export type CoursePageWordsEnglish = typeof english;
export type CoursePageWords = Words<CoursePageWordsEnglish>;

export const coursePageWords = bilingual<CoursePageWords>(
  english,
  () => import('@/content/ar/course-page-words'),
);
