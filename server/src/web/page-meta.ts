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
  /**
   * What the page's script will ask for first, fetched while that script loads: a page the
   * browser renders (no prerendered markup) would otherwise wait for its code before asking.
   */
  preload?: PagePreload[];
}

/** One <link rel="preload">: an API answer the page fetches (`fetch`) or its main image. */
export interface PagePreload {
  href: string;
  as: 'fetch' | 'image';
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

/**
 * Preload links go before the page's scripts, so the browser asks for them first. A fetch
 * preload is `crossorigin` (anonymous): the mode and credentials of a same-origin fetch(),
 * without which the page's own request would not reuse it. The main image is high priority,
 * as the <img> that shows it (the page's largest paint).
 */
function preloadLinks(html: string, preload: PagePreload[]): string {
  const links = preload
    .map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" href="${escapeAttr(href)}" as="fetch" crossorigin>`
        : `<link rel="preload" href="${escapeAttr(href)}" as="image" fetchpriority="high">`,
    )
    .join('\n');
  if (!links) return html;
  const script = html.search(/<script\b/);
  const head = html.indexOf('</head>');
  const at = script !== -1 && (head === -1 || script < head) ? script : head;
  return at === -1 ? html : `${html.slice(0, at)}${links}\n${html.slice(at)}`;
}

/** Writes title, description, canonical, Open Graph, preloads and JSON-LD into an HTML document. */
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
  if (meta.preload) out = preloadLinks(out, meta.preload);
  const blocks = jsonLd
    .map((item) => `<script type="application/ld+json">${safeJson(item)}</script>`)
    .join('\n');
  if (blocks) out = out.replace('</head>', `${blocks}\n</head>`);
  return out;
}
