import type { PageMeta, PagePreload } from '../web/page-meta.js';
import { localizedPath, type PageLocale } from '../web/page-locale.js';
import type { Course } from '../model/course.entity.js';
import type { CourseSession } from '../model/course-session.entity.js';
import { localizedField } from './localized-field.js';
import { plainText } from './plain-text.js';

/** Who teaches: the company is fictional (as in public-site/src/content/company.ts). */
export const COURSE_PROVIDER = 'Petrolink Energy Services';

const TRAINING_DESCRIPTION = `On-site oil and gas training courses by ${COURSE_PROVIDER}: production, drilling, reservoir and downstream disciplines, taught in Egypt. Prices in EGP.`;

/** The head's own words on Arabic pages (the course's texts are the catalogue's). */
const TEXTS = {
  en: { notFound: 'Course not found', training: TRAINING_DESCRIPTION },
  ar: {
    notFound: 'الدورة غير موجودة',
    training:
      'دورات تدريبية حضورية في صناعة البترول والغاز تقدمها بترولينك لخدمات الطاقة في مصر: الإنتاج والحفر والمكامن وتخصصات المصب، بأسعار بالجنيه المصري.',
  },
} as const;

const absolute = (url: string, publicUrl: string) =>
  /^https?:/.test(url) ? url : `${publicUrl}${url}`;

const place = (name: string) => ({ '@type': 'Place', name, address: name });

/**
 * schema.org Course with its offer (price in EGP) and its on-site instances: one per upcoming
 * dated session (issue 13), else the course's own place and time. On /ar pages its texts are
 * the Arabic ones staff wrote (English where none), and its url the Arabic page's.
 */
export function courseJsonLd(
  course: Course,
  publicUrl: string,
  sessions: CourseSession[] = [],
  locale: PageLocale = 'en',
): object {
  const instructor = course.instructor
    ? { instructor: { '@type': 'Person', name: course.instructor } }
    : {};
  const url = `${publicUrl}${localizedPath(`/courses/${course.id}`, locale)}`;
  const name = localizedField(course, 'name', locale);
  const location = localizedField(course, 'location', locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name,
    description: plainText(localizedField(course, 'description', locale), 500) || name,
    courseCode: course.classification,
    about: localizedField(course, 'discipline', locale),
    inLanguage: locale,
    url,
    ...(course.image ? { image: absolute(course.image, publicUrl) } : {}),
    provider: { '@type': 'Organization', name: COURSE_PROVIDER, sameAs: publicUrl },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: course.price.toFixed(2),
      priceCurrency: 'EGP',
      availability: 'https://schema.org/InStock',
      url,
    },
    hasCourseInstance: sessions.length
      ? sessions.map((session) => ({
          '@type': 'CourseInstance',
          courseMode: 'onsite',
          location: place(session.location),
          startDate: session.starts_at.toISOString(),
          endDate: session.ends_at.toISOString(),
          inLanguage: session.language,
          ...instructor,
        }))
      : {
          '@type': 'CourseInstance',
          courseMode: 'onsite',
          ...(location ? { location: place(location) } : {}),
          ...instructor,
        },
  };
}

/**
 * The course page is rendered in the browser: what its first paint needs (the course, its
 * dates, its image) is fetched alongside the site's code instead of after it. The URLs are the
 * ones the page asks for (public-site features/courses/api get-course.ts and get-sessions.ts).
 */
export function coursePagePreloads(course: Pick<Course, 'id' | 'image'>): PagePreload[] {
  return [
    { href: `/api/courses/${course.id}`, as: 'fetch' },
    { href: `/api/sessions/upcoming?course_id=${course.id}`, as: 'fetch' },
    ...(course.image ? [{ href: course.image, as: 'image' as const }] : []),
  ];
}

/**
 * Head of /courses/{id} (and /ar/courses/{id}: `path` is the page's own): the course's title,
 * description, image and JSON-LD, or a 404 pointing at the catalogue in the page's language.
 */
export function coursePageMeta(
  course: Course | null,
  publicUrl: string,
  path: string,
  sessions: CourseSession[] = [],
  locale: PageLocale = 'en',
): PageMeta {
  if (!course) {
    return {
      title: TEXTS[locale].notFound,
      description: TEXTS[locale].training,
      path: localizedPath('/courses', locale),
      status: 404,
    };
  }
  const name = localizedField(course, 'name', locale);
  const classification = localizedField(course, 'classification', locale);
  return {
    title: name,
    description:
      plainText(localizedField(course, 'description', locale)) || `${name} (${classification})`,
    path,
    ogType: 'product',
    ...(course.image ? { image: course.image } : {}),
    jsonLd: [courseJsonLd(course, publicUrl, sessions, locale)],
    preload: coursePagePreloads(course),
  };
}
