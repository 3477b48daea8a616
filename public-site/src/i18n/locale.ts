/**
 * The site's two languages (issue 28). English keeps today's URLs; Arabic lives under /ar for
 * every page. The language of a page comes from its URL alone, never from a header or a
 * cookie: one URL is one language, which is what search engines index and what a shared link
 * shows the next reader.
 */
export type Locale = 'en' | 'ar';

export const LOCALES: readonly Locale[] = ['en', 'ar'];

/** The language served at the unprefixed URLs, and hreflang's x-default. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The router's basename for a language: Arabic pages live under /ar. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', ar: '/ar' };

/** Text direction written on <html dir>. */
export const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/**
 * The BCP 47 tag Intl formats Arabic with: Egyptian Arabic with Latin digits (the project's
 * decision: one digit choice in both languages, see docs/decisions).
 */
export const ARABIC_INTL_LOCALE = 'ar-EG-u-nu-latn';

const ARABIC_PATH = /^\/ar(?=\/|$|\?|#)/;

/** The language of a URL path: Arabic under /ar, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return ARABIC_PATH.test(pathname) ? 'ar' : 'en';
}

/** A path without its language prefix: '/ar/courses' → '/courses', '/ar' → '/'. */
export function withoutLocale(pathname: string): string {
  if (!ARABIC_PATH.test(pathname)) return pathname;
  // What follows /ar is '', a query, an anchor or a path: the first three need their '/'.
  const rest = pathname.replace(ARABIC_PATH, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A site path in a language: localePath('/courses', 'ar') → '/ar/courses', '/' → '/ar'.
 * Only root-relative paths of the site change: external URLs, anchors, mailto: and the paths
 * of other applications on the same host (/api, /storage, /dashboard) are returned as given.
 */
export function localePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || isOtherApplication(path)) return path;
  const bare = withoutLocale(path);
  // The home page's own '/' goes: '/' → '/ar', '/?q' → '/ar?q', '/courses' → '/ar/courses'.
  return locale === 'en' ? bare : `/ar${bare.replace(/^\/(?=[?#]|$)/, '')}`;
}

/** The same page in the other language (the language switch links to it). */
export function counterpartPath(path: string): string {
  return localePath(path, localeOfPath(path) === 'ar' ? 'en' : 'ar');
}

function isOtherApplication(path: string): boolean {
  return /^\/(api|storage|dashboard|assets)(\/|$|\?)/.test(path);
}
