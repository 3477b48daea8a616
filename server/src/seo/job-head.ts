import type { PageMeta } from '../web/page-meta.js';
import type { Job } from '../model/job.entity.js';
import { localizedField } from './localized-field.js';
import { plainText } from './plain-text.js';
import { localizedPath, type PageLocale } from '../web/page-locale.js';

/**
 * Who hires and where, for the JobPosting structured data of the careers pages. The company
 * is fictional (as in public-site/src/content/company.ts): a real one edits both places.
 */
export const HIRING_ORGANIZATION = {
  name: 'Petrolink Energy Services',
  locality: 'New Cairo',
  region: 'Cairo Governorate',
  country: 'EG',
} as const;

/** schema.org employmentType for our two kinds of opening. */
const EMPLOYMENT_TYPE: Record<Job['type'], string[]> = {
  all: ['FULL_TIME'],
  instructor: ['CONTRACTOR', 'PART_TIME'],
};

/**
 * One schema.org JobPosting per opening (Google's required and recommended properties); on /ar
 * pages in staff's Arabic, the English where none was written.
 */
export function jobPostingJsonLd(job: Job, publicUrl: string, locale: PageLocale = 'en'): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: localizedField(job, 'title', locale),
    description: localizedField(job, 'description', locale),
    identifier: {
      '@type': 'PropertyValue',
      name: HIRING_ORGANIZATION.name,
      value: String(job.id),
    },
    datePosted: new Date(job.created_at).toISOString().slice(0, 10),
    employmentType: EMPLOYMENT_TYPE[job.type] ?? ['FULL_TIME'],
    occupationalCategory: localizedField(job, 'category', locale),
    hiringOrganization: {
      '@type': 'Organization',
      name: HIRING_ORGANIZATION.name,
      sameAs: publicUrl,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: HIRING_ORGANIZATION.locality,
        addressRegion: HIRING_ORGANIZATION.region,
        addressCountry: HIRING_ORGANIZATION.country,
      },
    },
    directApply: true,
    url: `${publicUrl}${localizedPath(`/applynow/${job.id}`, locale)}`,
  };
}

const CAREERS_DESCRIPTION = `Open positions at ${HIRING_ORGANIZATION.name}: field engineering, well testing, reservoir studies and instructor roles, based in New Cairo, Egypt. Apply online with your CV.`;

/** The head's own words on Arabic pages (the openings' texts are the jobs' own). */
const TEXTS = {
  en: {
    careers: 'Careers',
    notFound: 'Job not found',
    apply: 'Apply: {title}',
    description: CAREERS_DESCRIPTION,
  },
  ar: {
    careers: 'الوظائف',
    notFound: 'الوظيفة غير موجودة',
    apply: 'التقدم لوظيفة: {title}',
    description:
      'الوظائف المتاحة لدى بترولينك لخدمات الطاقة: الهندسة الميدانية، واختبار الآبار، ودراسات المكامن، ووظائف المدربين في القاهرة الجديدة. قدّم طلبك وسيرتك الذاتية إلكترونيًا.',
  },
} as const;

/** Head of /projects (and of the bare /applynow, whose canonical page it is), per language. */
export function careersPageMeta(
  jobs: Job[] | undefined,
  publicUrl: string,
  locale: PageLocale = 'en',
): PageMeta {
  return {
    title: TEXTS[locale].careers,
    description: TEXTS[locale].description,
    path: localizedPath('/projects', locale),
    ogType: 'website',
    ...(jobs ? { jsonLd: jobs.map((job) => jobPostingJsonLd(job, publicUrl, locale)) } : {}),
  };
}

/** Head of /applynow/{id}: the opening's title and JobPosting, or a 404. */
export function applyPageMeta(
  job: Job | null,
  publicUrl: string,
  locale: PageLocale = 'en',
): PageMeta {
  if (!job) {
    return {
      title: TEXTS[locale].notFound,
      description: TEXTS[locale].description,
      path: localizedPath('/projects', locale),
      status: 404,
    };
  }
  return {
    title: TEXTS[locale].apply.replace('{title}', localizedField(job, 'title', locale)),
    description: plainText(localizedField(job, 'description', locale)) || TEXTS[locale].description,
    path: localizedPath(`/applynow/${job.id}`, locale),
    ogType: 'website',
    jsonLd: [jobPostingJsonLd(job, publicUrl, locale)],
  };
}
