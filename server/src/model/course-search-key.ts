import { normalizeArabic } from '../common/arabic/normalize-arabic.js';
import type { Course } from './course.entity.js';

/** The text a visitor reads of rich text: tags and entities become spaces. */
export const visibleText = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');

/** The fields of a course its Arabic search key is made of. */
export type KeyedCourse = Pick<
  Course,
  'name_ar' | 'classification_ar' | 'discipline_ar' | 'description_ar' | 'keywords'
>;

/**
 * `courses.search_ar`: the Arabic words of a course normalised (normalizeArabic), which the
 * visitors' word search matches with the query normalised the same way: "السلامه",
 * "السّلامة" and "السلامة" all find a course named "السلامة المهنية". The keywords are in it
 * too, for the Arabic words staff write there. Only words: the description's tags are
 * dropped, and the key is empty for a course with no Arabic.
 */
export function courseSearchKey(course: Partial<KeyedCourse>): string {
  const parts = [
    course.name_ar,
    course.classification_ar,
    course.discipline_ar,
    visibleText(course.description_ar ?? ''),
    course.keywords,
  ];
  const words = normalizeArabic(parts.filter(Boolean).join(' '))
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => /\p{Script=Arabic}/u.test(word));
  return words.join(' ');
}
