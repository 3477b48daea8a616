import fs from 'node:fs';
import path from 'node:path';

/** One prerendered page, as written by public-site/scripts/prerender.mjs. */
export interface StaticRoute {
  /** The page's URL path in its language: '/aboutus', '/ar/aboutus'. */
  path: string;
  /** The page's language (issue 28); builds before it wrote English pages only. */
  locale?: 'en' | 'ar';
  title: string;
  description: string | null;
  layout: 'main' | 'auth';
  indexable: boolean;
}

/** dist/site-meta.json: the public site's own description of its static pages and brand. */
export interface SiteMeta {
  shareImage: string;
  /** schema.org Organization with root-relative url/logo/image. */
  organization: Record<string, unknown>;
  routes: StaticRoute[];
}

function isStaticRoute(value: unknown): value is StaticRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.path === 'string' &&
    route.path.startsWith('/') &&
    typeof route.title === 'string' &&
    (route.description === null || typeof route.description === 'string') &&
    (route.layout === 'main' || route.layout === 'auth') &&
    (route.locale === undefined || route.locale === 'en' || route.locale === 'ar') &&
    typeof route.indexable === 'boolean'
  );
}

/** Parses site-meta.json; undefined (with the reason) when it is missing or malformed. */
export function parseSiteMeta(text: string): SiteMeta {
  const data = JSON.parse(text) as Record<string, unknown>;
  if (
    typeof data.shareImage !== 'string' ||
    typeof data.organization !== 'object' ||
    data.organization === null ||
    !Array.isArray(data.routes) ||
    !data.routes.every(isStaticRoute)
  ) {
    throw new Error('site-meta.json does not have the expected shape');
  }
  return data as unknown as SiteMeta;
}

/**
 * Reads <publicSiteDist>/site-meta.json, again whenever the file changes (a rebuild while
 * the server runs), and keeps the last good copy if a new one cannot be read.
 */
export class SiteMetaFile {
  private cached: { mtimeMs: number; meta: SiteMeta } | undefined;

  constructor(private readonly distDir: string) {}

  get file(): string {
    return path.join(this.distDir, 'site-meta.json');
  }

  read(): SiteMeta | undefined {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.file).mtimeMs;
    } catch {
      return this.cached?.meta;
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.meta;
    try {
      const meta = parseSiteMeta(fs.readFileSync(this.file, 'utf8'));
      this.cached = { mtimeMs, meta };
    } catch {
      // A half-written file during a rebuild: keep serving the previous one.
    }
    return this.cached?.meta;
  }
}
