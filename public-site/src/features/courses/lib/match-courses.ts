import { type Course } from '@/features/courses/types';

/** Lower case, without accents, so "optimisation" finds "Optimisation" and "Pétrole" "petrole". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function haystack(course: Course): string {
  return fold(
    [
      course.name,
      course.classification,
      course.discipline,
      course.category?.title ?? '',
      course.sub_category?.title ?? '',
    ].join(' '),
  );
}

/**
 * The courses whose name, classification, discipline or group holds every word of the query,
 * in catalogue order. An empty query matches nothing: the catalogue is then browsed instead.
 */
export function matchCourses(courses: Course[], query: string): Course[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return courses.filter((course) => {
    const text = haystack(course);
    return words.every((word) => text.includes(word));
  });
}
