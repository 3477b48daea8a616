// The language parts of a prerendered page (issue 28), kept apart from scripts/prerender.mjs so
// node --test can check them without a build: where a page's file goes, its <html lang dir>,
// its hreflang alternates and which web fonts it preloads.
import { join } from 'node:path';

const ARABIC_PATH = /^\/ar(?=\/|$)/;

/** The language of a site path: Arabic under /ar (as src/i18n/locale.ts). */
export const localeOf = (path) => (ARABIC_PATH.test(path) ? 'ar' : 'en');

/** A path without its /ar prefix: '/ar/courses' → '/courses', '/ar' → '/'. */
export const withoutLocale = (path) => path.replace(ARABIC_PATH, '') || '/';

/** The path of the same page in each language, and x-default (English, today's URLs). */
export function alternatePaths(path) {
  const english = withoutLocale(path);
  return { en: english, ar: english === '/' ? '/ar' : `/ar${english}`, 'x-default': english };
}

const escapeAttribute = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * <link rel="alternate" hreflang> to every language's page, the page's own included (search
 * engines want the set reciprocal). Root-relative here; the server makes them absolute with
 * PUBLIC_URL, as it does the canonical.
 */
export function alternateLinks(path) {
  return Object.entries(alternatePaths(path)).map(
    ([hreflang, href]) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`,
  );
}

/** dist/index.html for '/', dist/<path>/index.html otherwise ('/ar' → dist/ar/index.html). */
export function pageFileOf(distDir, path) {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, path.slice(1), 'index.html');
}

/** The document's <html> tag with the page's language and direction. */
export function withLanguage(html, lang) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return html.replace(/<html([^>]*)>/, (_tag, attributes) => {
    const rest = attributes.replace(/\s+(lang|dir)="[^"]*"/g, '');
    return `<html lang="${lang}" dir="${dir}"${rest}>`;
  });
}

/** An Arabic-subset font file (@fontsource's "-arabic-" files). */
export const isArabicFont = (href) => /-arabic-/.test(href);

/**
 * The web fonts a page preloads: the Latin faces on English pages, the Arabic subset on
 * Arabic pages. Each page gets only what its own font stack draws with (tokens.css: Arabic
 * pages write Latin names and digits in the local faces sized like Inter), so neither
 * language downloads the other's files before its first paint.
 */
export function preloadedFonts(fontFiles, lang) {
  return fontFiles.filter((href) => (lang === 'ar') === isArabicFont(href));
}
