/**
 * The public site's two languages as URLs (issue 28, public-site/src/i18n/locale.ts): English
 * at today's paths, Arabic under /ar for every page. The server reads the language from the
 * path alone, never from Accept-Language or a cookie: one URL, one language.
 */
export type PageLocale = 'en' | 'ar';

const ARABIC = /^\/ar(?=\/|$)/;

/** '/ar/courses/3' → { locale: 'ar', path: '/courses/3' }; English paths are unchanged. */
export function splitLocale(urlPath: string): { locale: PageLocale; path: string } {
  if (!ARABIC.test(urlPath)) return { locale: 'en', path: urlPath };
  return { locale: 'ar', path: urlPath.replace(ARABIC, '') || '/' };
}

/** A page's path in a language: ('/courses/3', 'ar') → '/ar/courses/3', ('/', 'ar') → '/ar'. */
export function localizedPath(path: string, locale: PageLocale): string {
  const bare = splitLocale(path).path;
  if (locale === 'en') return bare;
  return bare === '/' ? '/ar' : `/ar${bare}`;
}

/** The page in every language, and x-default (English), for hreflang links and the sitemap. */
export function alternatePaths(path: string): [hreflang: string, path: string][] {
  return [
    ['en', localizedPath(path, 'en')],
    ['ar', localizedPath(path, 'ar')],
    ['x-default', localizedPath(path, 'en')],
  ];
}

/** <html lang dir> of the page's language (the shells and prerendered pages carry it already). */
export function withLanguage(html: string, locale: PageLocale): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return html.replace(/<html([^>]*)>/, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s+(lang|dir)="[^"]*"/g, '');
    return `<html lang="${locale}" dir="${dir}"${rest}>`;
  });
}
