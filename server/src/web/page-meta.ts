import { alternatePaths } from './page-locale.js';

/** What the server writes into a page's <head> before sending it (titles, OG, JSON-LD). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute path of the canonical URL, e.g. /courses/12 or /ar/courses/12; it also gives the
   * page's hreflang alternates (the same page in each language). */
  path: string;
  ogType?: 'website' | 'article' | 'product';
  /** Absolute or root-relative image URL for Open Graph. */
  image?: string;
  jsonLd?: object[];
  /** 404 for a page whose record does not exist. */
  status?: number;
  /** The head changes by itself at this time (ms since the epoch): a listed session starts. */
  until?: number;
}

/**
 * Who knows the heads of the public site's pages (the SEO module): asked by the static-site
 * handler before it sends a page.
 */
export interface PageHeadSource {
  /** The head of the page at this path; undefined when nothing is known about it. */
  resolve(urlPath: string): Promise<PageMeta | undefined>;
  /** The tables that head is made from (their versions tag the page, ADR 0016). */
  tablesOf(urlPath: string): readonly string[];
  /** JSON-LD added to every page (the Organization). */
  globalJsonLd(): object[];
}

const escapeAttr = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside <script type="application/ld+json"> must not be able to close the tag. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

function setTag(html: string, pattern: RegExp, tag: string): string {
  return pattern.test(html)
    ? html.replace(pattern, tag)
    : html.replace('</head>', `${tag}\n</head>`);
}

/** Writes title, description, canonical, Open Graph and JSON-LD into an HTML document. */
export function injectMeta(
  html: string,
  meta: Partial<PageMeta>,
  publicUrl: string,
  jsonLd: object[],
): string {
  let out = html;
  if (meta.title) {
    out = out.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeAttr(meta.title)}</title>`);
    out = setTag(
      out,
      /<meta property="og:title"[^>]*>/,
      `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    );
  }
  if (meta.description) {
    out = setTag(
      out,
      /<meta name="description"[^>]*>/,
      `<meta name="description" content="${escapeAttr(meta.description)}">`,
    );
    out = setTag(
      out,
      /<meta property="og:description"[^>]*>/,
      `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    );
  }
  if (meta.path) {
    const url = `${publicUrl}${meta.path}`;
    out = setTag(
      out,
      /<link rel="canonical"[^>]*>/,
      `<link rel="canonical" href="${escapeAttr(url)}">`,
    );
    out = setTag(
      out,
      /<meta property="og:url"[^>]*>/,
      `<meta property="og:url" content="${escapeAttr(url)}">`,
    );
    // Reciprocal hreflang links, absolute like the canonical (the prerender writes them
    // root-relative; pages rendered in the browser have none until here).
    const alternates = alternatePaths(meta.path)
      .map(
        ([lang, alternate]) =>
          `<link rel="alternate" hreflang="${lang}" href="${escapeAttr(publicUrl + alternate)}">`,
      )
      .join('\n');
    out = out.replace(/<link rel="alternate" hreflang="[^"]*"[^>]*>\n?/g, '');
    out = out.replace(/<link rel="canonical"[^>]*>/, (canonical) => `${canonical}\n${alternates}`);
  }
  if (meta.ogType) {
    out = setTag(
      out,
      /<meta property="og:type"[^>]*>/,
      `<meta property="og:type" content="${meta.ogType}">`,
    );
  }
  if (meta.image) {
    const image = meta.image.startsWith('http') ? meta.image : `${publicUrl}${meta.image}`;
    out = setTag(
      out,
      /<meta property="og:image"[^>]*>/,
      `<meta property="og:image" content="${escapeAttr(image)}">`,
    );
  }
  const blocks = jsonLd
    .map((item) => `<script type="application/ld+json">${safeJson(item)}</script>`)
    .join('\n');
  if (blocks) out = out.replace('</head>', `${blocks}\n</head>`);
  return out;
}
