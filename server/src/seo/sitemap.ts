import { alternatePaths, localizedPath, splitLocale } from '../web/page-locale.js';
import type { SiteMeta } from './site-meta.js';

export interface SitemapCourse {
  id: number;
  updated_at: Date | string | null;
}

const xmlEscape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function isoDate(value: Date | string | null): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** Pages that always belong in the sitemap, even before the site has been built. */
export const ALWAYS_LISTED = ['/', '/projects', '/courses'];

/**
 * The public pages worth indexing: the prerendered public pages that describe themselves
 * (main layout, indexable, with a description), careers, the catalogue and every course, each
 * in English and in Arabic (/ar, issue 28), every entry naming both languages and x-default as
 * xhtml:link alternates (Google's sitemap form of hreflang).
 */
export function buildSitemap(
  publicUrl: string,
  meta: SiteMeta | undefined,
  courses: SitemapCourse[],
): string {
  const pages = new Set<string>(ALWAYS_LISTED);
  for (const route of meta?.routes ?? []) {
    if (route.layout === 'main' && route.indexable && route.description) {
      pages.add(splitLocale(route.path).path);
    }
  }
  const pageEntries: { page: string; lastmod?: string; priority: string }[] = [
    ...[...pages].map((page) => ({ page, priority: page === '/' ? '1.0' : '0.8' })),
    ...courses.map((course) => ({
      page: `/courses/${course.id}`,
      lastmod: isoDate(course.updated_at),
      priority: '0.6',
    })),
  ];
  const urls = pageEntries
    .flatMap((entry) => {
      const alternates = alternatePaths(entry.page)
        .map(
          ([lang, path]) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(publicUrl + path)}"/>`,
        )
        .join('');
      return (['en', 'ar'] as const).map(
        (locale) =>
          `  <url><loc>${xmlEscape(publicUrl + localizedPath(entry.page, locale))}</loc>${
            entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
          }<priority>${entry.priority}</priority>${alternates}</url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** Everything may be crawled except the staff dashboard and the API. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
