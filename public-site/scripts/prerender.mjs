// Writes the static routes as HTML after both Vite builds (client into dist/, SSR into
// dist-ssr/): each page is the built index.html with the route's markup inside #root, its
// <title>, description, canonical and Open Graph tags. Static routes are the routes of
// src/app/route-config.ts without parameters that have a description (the public pages),
// plus /403, each in English (dist/<path>) and in Arabic (dist/ar/<path>, <html lang="ar"
// dir="rtl">), with reciprocal hreflang links (issue 28). Also writes dist/site-meta.json,
// which the server reads to put absolute canonical/og:url/hreflang values (PUBLIC_URL), the
// Organization JSON-LD and the sitemap together, and one shell per language for the routes
// that are not prerendered (dist/shell.html, dist/shell-ar.html).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer, minify } from 'vite';
import { createHash } from 'node:crypto';
import { classesIn, pruneCss, restCss, splitCss } from './critical-css.mjs';
import {
  alternateLinks,
  pageFileOf,
  preloadedFonts,
  withLanguage,
  withoutLocale,
} from './locale-pages.mjs';

const EXTRA_ROUTES = ['/403'];
const NOINDEX_ROUTES = new Set(['/403']);
const SHELL_FILE = { en: 'shell.html', ar: 'shell-ar.html' };
const ROOT_PLACEHOLDER = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(siteDir, 'dist');
const serverEntry = join(siteDir, 'dist-ssr', 'entry-server.js');

const escapeHtml = (text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`prerender: ${what} not found in dist/index.html`);
  return html.replace(pattern, () => replacement);
}

/** Route table and brand data, read from the sources through Vite (aliases, TypeScript). */
async function loadSiteData() {
  const vite = await createServer({
    root: siteDir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { localizedRoutes } = await vite.ssrLoadModule('/src/app/route-config.ts');
    const { pageDescription, pageDescriptions } = await vite.ssrLoadModule(
      '/src/i18n/page-descriptions.ts',
    );
    const { company } = await vite.ssrLoadModule('/src/content/company.ts');
    const { ar } = await vite.ssrLoadModule('/src/i18n/ar.ts');
    return { localizedRoutes, pageDescription, pageDescriptions, company, ar };
  } finally {
    await vite.close();
  }
}

function organizationJsonLd(company) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    description: company.summary,
    url: '/',
    logo: company.logo,
    image: company.shareImage,
    email: company.email,
    telephone: company.phone.href.replace(/^tel:/, ''),
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: `${company.address.district}, ${company.address.city}`,
      addressCountry: company.address.countryCode,
    },
    sameAs: [company.social.facebook, company.social.linkedin],
  };
}

/**
 * <head> tags every page of a language shares: site name, share image, Twitter card, and a
 * preload of each web font it uses (the Arabic subset on Arabic pages only). The faces use
 * font-display: optional (styles/fonts.css); a preloaded optional face gets a short wait before
 * the first paint, so a visitor with the files cached or a fast line sees the brand type at
 * once, and a slow line paints at once with the metric-matched fallback.
 */
function sharedHead(company, fontFiles, lang) {
  return [
    ...preloadedFonts(fontFiles, lang).map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    `<meta property="og:site_name" content="${escapeHtml(company.name)}">`,
    `<meta property="og:locale" content="${lang === 'ar' ? 'ar_EG' : 'en_GB'}">`,
    `<meta property="og:image" content="${escapeHtml(company.shareImage)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('\n');
}

/**
 * A prerendered page paints from its HTML alone: the stylesheet link becomes the page's
 * critical CSS inline (the rules its markup can use), and <html data-stylesheet> names the
 * rest of the stylesheet in parts (scripts/critical-css.mjs restCss, splitCss), which
 * public/boot.js adds right after the first paint (and the app's layouts if it is still missing:
 * app/layout/use-app-ready.ts), so the first paint never waits for CSS meant for other pages
 * or states, and the rest restyles nothing the page already shows. The @font-face rules are part of the critical CSS
 * (font-display: optional, styles/fonts.css): a face that arrives in time is used from the
 * first paint, one that does not leaves the metric-matched local fallback in place — never a
 * second layout. The shell (pages rendered in the browser) keeps the ordinary render-blocking
 * link.
 */
async function inlineCriticalCss(html) {
  const match = STYLESHEET_LINK.exec(html);
  if (!match) return html;
  const href = match[1];
  stylesheets[href] ??= await readFile(join(distDir, href), 'utf8');
  const classes = classesIn(html);
  const critical = pruneCss(stylesheets[href], classes).replaceAll('</style', '<\\/style');
  const later = splitCss(restCss(stylesheets[href], classes), LATER_PART_SIZE);
  const laterHrefs = await Promise.all(later.map((part) => writeAsset('later', part)));
  return html
    .replace(STYLESHEET_LINK, () => `<style>${critical}</style>`)
    .replace(
      /<html([^>]*)>/,
      (_tag, attributes) => `<html${attributes} data-stylesheet="${laterHrefs.join(' ')}">`,
    );
}
const stylesheets = {};
/** Characters per part of the rest of the stylesheet (about 20 KB: a few ms each to apply). */
const LATER_PART_SIZE = 20_000;

/** Writes dist/assets/<name>-<content hash>.css (pages with the same rest share one file). */
async function writeAsset(name, css) {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
  const href = `/assets/${name}-${hash}.css`;
  await writeFile(join(distDir, href), css);
  return href;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;

/**
 * On a prerendered page the app starts after the first paint: Vite's module script and its
 * modulepreload links are replaced by public/boot.js, which adds them once the page has
 * painted. Nothing but the HTML is downloaded before the visitor sees the page.
 */
function deferAppStart(html) {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script src="/boot.js" defer data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>\n`,
    );
}

/** The woff2 files the built stylesheet's @font-face rules download. */
async function fontFiles(html) {
  const href = STYLESHEET_LINK.exec(html)?.[1];
  if (!href) return [];
  const css = await readFile(join(distDir, href), 'utf8');
  return [...new Set([...css.matchAll(/url\((\/assets\/[^)"']+\.woff2)\)/g)].map((m) => m[1]))];
}

const { localizedRoutes, pageDescription, pageDescriptions, company, ar } = await loadSiteData();
const isStatic = ({ route, path }) =>
  (!path.includes(':') && path !== '*' && Boolean(pageDescription(route))) ||
  EXTRA_ROUTES.includes(withoutLocale(path));
const staticRoutes = localizedRoutes.filter(isStatic);

const built = await readFile(join(distDir, 'index.html'), 'utf8');
if (!built.includes(ROOT_PLACEHOLDER)) {
  throw new Error(`prerender: ${ROOT_PLACEHOLDER} not found in dist/index.html`);
}
const fonts = await fontFiles(built);
/** The built index.html made a page of `lang`: <html lang dir> and the language's shared head. */
const templates = {};
for (const lang of ['en', 'ar']) {
  const brand = lang === 'ar' ? { ...company, name: ar.company.name } : company;
  templates[lang] = replaceOnce(
    withLanguage(built, lang),
    /<\/head>/,
    `${sharedHead(brand, fonts, lang)}\n</head>`,
    '</head>',
  );
}
// public/boot.js is copied as written, comments and all; every prerendered page loads it.
const boot = join(distDir, 'boot.js');
await writeFile(boot, (await minify('boot.js', await readFile(boot, 'utf8'))).code);
// The shells, for a server to answer the routes that are not prerendered, in each language.
await writeFile(join(distDir, SHELL_FILE.en), templates.en);
await writeFile(
  join(distDir, SHELL_FILE.ar),
  templates.ar
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(ar.company.name)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(pageDescriptions.ar.home)}" />`,
    ),
);

const { render, head } = await import(pathToFileURL(serverEntry).href);

const manifest = [];
for (const { route, path, locale } of staticRoutes) {
  const markup = render(path);
  const { title, description } = head(path);
  const noindex = NOINDEX_ROUTES.has(withoutLocale(path));
  let html = templates[locale].replace(
    ROOT_PLACEHOLDER,
    () => `<div id="root" data-route="${escapeHtml(path)}">${markup}</div>`,
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(title)}</title>`,
    '<title>',
  );
  if (description) {
    html = replaceOnce(
      html,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      'meta description',
    );
  }
  const tags = noindex
    ? ['<meta name="robots" content="noindex">']
    : [
        // Root-relative here; the server rewrites them with PUBLIC_URL (site-meta.json).
        `<link rel="canonical" href="${escapeHtml(path)}">`,
        ...alternateLinks(path),
        `<meta property="og:url" content="${escapeHtml(path)}">`,
        `<meta property="og:type" content="website">`,
        `<meta property="og:title" content="${escapeHtml(title)}">`,
        ...(description
          ? [`<meta property="og:description" content="${escapeHtml(description)}">`]
          : []),
      ];
  html = html.replace('</head>', () => `${tags.join('\n')}\n</head>`);
  html = await inlineCriticalCss(html);
  html = deferAppStart(html);

  const file = pageFileOf(distDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  manifest.push({
    path,
    locale,
    title,
    description: description ?? null,
    layout: route.layout,
    indexable: !noindex,
  });
  console.log(`prerendered ${path} -> ${file.slice(siteDir.length + 1)}`);
}

await writeFile(
  join(distDir, 'site-meta.json'),
  `${JSON.stringify(
    {
      shareImage: company.shareImage,
      organization: organizationJsonLd(company),
      locales: ['en', 'ar'],
      shells: SHELL_FILE,
      routes: manifest,
    },
    null,
    2,
  )}\n`,
);
console.log(`wrote dist/site-meta.json (${manifest.length} routes)`);
