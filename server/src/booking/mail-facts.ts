import type { Course } from '../model/course.entity.js';
import type { CourseSession } from '../model/course-session.entity.js';
import { clock, courseNameIn, type Locale, longDay } from '../mail/mail-locale.js';
import { type Addressee, sessionFacts } from './session-view.js';

/** Who a mail goes to, with the account's language (a `User` is one). */
export type Reader = Addressee & { locale?: string | null };

/** Teaching languages as staff type them, as an Arabic reader names them. */
const LANGUAGE_AR: Record<string, string> = {
  english: 'الإنجليزية',
  arabic: 'العربية',
  'arabic and english': 'العربية والإنجليزية',
  'english and arabic': 'الإنجليزية والعربية',
};

const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "الأربعاء، 10 فبراير 2027", or "من الأربعاء، 10 فبراير 2027 إلى الجمعة، 12 فبراير 2027". */
export function arabicDateLabel(start: Date, end: Date): string {
  const first = longDay(start, 'ar');
  if (dayKey.format(start) === dayKey.format(end)) return first;
  return `من ${first} إلى ${longDay(end, 'ar')}`;
}

/**
 * A session's facts as a mail shows them, in the reader's language: course, date and times
 * (Cairo), place, teaching language. English keeps `sessionFacts` word for word.
 */
export function sessionFactsIn(
  locale: Locale,
  course: Course,
  session: CourseSession,
): [string, string][] {
  if (locale === 'en') return sessionFacts(course, session);
  const language = LANGUAGE_AR[session.language.trim().toLowerCase()] ?? session.language;
  return [
    ['الدورة', courseNameIn(course, 'ar')],
    ['التاريخ', arabicDateLabel(session.starts_at, session.ends_at)],
    [
      'المواعيد',
      `من ${clock(session.starts_at, 'ar')} إلى ${clock(session.ends_at, 'ar')} بتوقيت القاهرة`,
    ],
    ['المكان', session.location],
    ['لغة التدريس', language],
  ];
}

/** The booked thing: the session's facts, or the course alone when booked without a date. */
export function bookedFactsIn(
  locale: Locale,
  course: Course,
  session: CourseSession | null,
): [string, string][] {
  if (session) return sessionFactsIn(locale, course, session);
  return [[locale === 'ar' ? 'الدورة' : 'Course', courseNameIn(course, locale)]];
}
