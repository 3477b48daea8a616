import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../database/connection-errors.js';
import {
  CompressedAnswers,
  prepareAnswer,
  sendPrepared,
  type PreparedAnswer,
} from '../common/http/compressed-answers.js';
import {
  IMMUTABLE_CACHE,
  publicCache,
  matchingTag,
  versionTag,
} from '../common/http/http-caching.js';
import { injectMeta, type PageHeadSource } from './page-meta.js';
import { splitLocale, withLanguage } from './page-locale.js';
import { publicFiles } from '../storage/public-files.js';
import type { StorageService } from '../storage/storage.service.js';

/** Hashed build assets never change; HTML must always be revalidated. */
function cacheHeaders(res: Response, file: string) {
  if (/[\\/]assets[\\/]/.test(file)) res.setHeader('Cache-Control', IMMUTABLE_CACHE);
  else if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}

/** When a built file was last written (-1 while missing): a rebuild changes a page's tag. */
function modified(file: string): number {
  return fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}

function notFound(res: Response) {
  res.status(404).type('text/plain').send('Not found');
}

function notBuilt(res: Response, name: string) {
  res
    .status(503)
    .type('text/plain')
    .send(`The ${name} has not been built yet: run "npm run build" (npm start does it for you).`);
}

/** The empty SPA shell of each language (public-site/scripts/prerender.mjs writes both). */
const SHELLS = { en: 'shell.html', ar: 'shell-ar.html' } as const;

/**
 * The prerendered page for a path (dist/<path>/index.html, Arabic ones under dist/ar/), else
 * the empty SPA shell of the path's language (dist/shell.html, dist/shell-ar.html with
 * <html lang="ar" dir="rtl">) so an unknown route never flashes the home page's content.
 */
export function pageFile(dist: string, urlPath: string): string {
  const shell = path.join(dist, SHELLS[splitLocale(urlPath).locale]);
  const englishShell = path.join(dist, SHELLS.en);
  const fallback = fs.existsSync(shell)
    ? shell
    : fs.existsSync(englishShell)
      ? englishShell
      : path.join(dist, 'index.html');
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return fallback;
  }
  const candidate = path.resolve(dist, '.' + path.posix.normalize('/' + decoded), 'index.html');
  if (candidate.startsWith(dist + path.sep) && fs.existsSync(candidate)) return candidate;
  return fallback;
}

/**
 * Serves /storage (public uploads), the admin at /dashboard and the public site at /.
 * Everything under /api is left to Nest. `versions` reads the current versions of some tables
 * (readVersions): a page's tag is made from them (ADR 0016).
 */
export function mountStaticSites(
  app: Express,
  config: AppConfig,
  meta: PageHeadSource,
  versions: (tables: readonly string[]) => Promise<string>,
  storage: StorageService,
): void {
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');

  // Local disk or S3 (ADR 0018); cross-origin for other front ends (DECISIONS 18).
  app.use('/storage', publicFiles(config, storage));

  app.use(
    '/dashboard',
    express.static(config.adminDist, { index: false, setHeaders: cacheHeaders }),
  );
  app.get(/^\/dashboard(\/.*)?$/, (req: Request, res: Response) => {
    if (req.path.startsWith('/dashboard/assets/')) return notFound(res);
    const index = path.join(config.adminDist, 'index.html');
    if (!fs.existsSync(index)) return notBuilt(res, 'dashboard');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });

  const siteFiles = express.static(config.publicSiteDist, {
    index: false,
    redirect: false,
    setHeaders: cacheHeaders,
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req)) return next();
    return siteFiles(req, res, next);
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // A missing hashed asset is a 404, never the shell: no cache keeps HTML under its name.
    if (req.path.startsWith('/assets/')) return notFound(res);
    const file = pageFile(config.publicSiteDist, req.path);
    if (!fs.existsSync(file)) return notBuilt(res, 'public site');
    sendPage(req, res, file, req.path).catch(next);
  });

  const pages = new CompressedAnswers();
  /**
   * Pages built under a tag (path, built files, table versions): the same tag is the same page,
   * so a visitor's request after the first costs one version read, not a build (ADR 0016).
   * A page whose head changes at a time is kept until then.
   */
  const built = new Map<string, { answer: PreparedAnswer; tag: string; until?: number }>();
  const KEPT_PAGES = 500;
  const files = new Map<string, { mtimeMs: number; html: string }>();

  /** A built page's HTML, read again only when the file changed (a rebuild). */
  async function readPage(file: string): Promise<string> {
    const { mtimeMs } = await fs.promises.stat(file);
    const known = files.get(file);
    if (known?.mtimeMs === mtimeMs) return known.html;
    const html = await fs.promises.readFile(file, 'utf8');
    files.set(file, { mtimeMs, html });
    return html;
  }

  const siteMeta = path.join(config.publicSiteDist, 'site-meta.json');

  /**
   * The page's tag, before anything is built: its path, its built files and the versions of the
   * tables its head shows. A head that changes by itself at a time (a course page's first
   * session starts) carries that time after the dot, so a revalidation after it is rebuilt.
   * Undefined when the versions cannot be read (the page goes out without its database head).
   */
  async function pageTag(file: string, urlPath: string): Promise<string | undefined> {
    try {
      const tables = meta.tablesOf(urlPath);
      // A static page is made from the built site alone: no database read.
      const read = tables.length ? await versions(tables) : '';
      return versionTag(urlPath, String(modified(file)), String(modified(siteMeta)), read);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return undefined;
      throw error;
    }
  }

  /** If-None-Match names this page's tag (any coding), and its time has not come: 304. */
  function stillFresh(req: Request, base: string): string | undefined {
    return matchingTag(
      req,
      base,
      (suffix) =>
        suffix === '' ||
        (/^\.[0-9a-z]+$/.test(suffix) && parseInt(suffix.slice(1), 36) > Date.now()),
    );
  }

  /** The page's HTML with what the server knows put into its head (titles, JSON-LD). */
  async function sendPage(req: Request, res: Response, file: string, urlPath: string) {
    const base = await pageTag(file, urlPath);
    const fresh = base && stillFresh(req, base);
    if (fresh) {
      res.setHeader('ETag', fresh);
      res.setHeader('Cache-Control', publicCache(config.publicMaxAge));
      res.vary('Accept-Encoding');
      res.status(304).end();
      return;
    }
    const kept = base ? built.get(base) : undefined;
    if (kept && (kept.until === undefined || kept.until > Date.now())) {
      res.setHeader('Cache-Control', publicCache(config.publicMaxAge));
      sendPrepared(req, res, kept.answer, 'html', kept.tag);
      return;
    }
    const html = await readPage(file);
    let found;
    try {
      found = base === undefined ? { status: 503 } : await meta.resolve(urlPath);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      found = { status: 503 };
    }
    if (found?.status === 503) {
      // The page still works without what the database adds to its head; 503 tells crawlers
      // and caches to come back, and the browser shows the page (its API calls say the rest).
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    // The language is the path's: a build without the Arabic shell still answers lang="ar".
    const out = withLanguage(
      injectMeta(html, found ?? {}, config.publicUrl, [
        ...meta.globalJsonLd(),
        ...(found?.jsonLd ?? []),
      ]),
      splitLocale(urlPath).locale,
    );
    const status = found?.status ?? 200;
    res.status(status);
    if (status !== 200 || !base) {
      res.setHeader('Cache-Control', 'no-store');
      pages.send(req, res, out, 'html');
      return;
    }
    const until = found && 'until' in found ? found.until : undefined;
    const tag = `${base}${until ? `.${until.toString(36)}` : ''}`;
    const answer = prepareAnswer(out);
    if (built.size >= KEPT_PAGES) built.delete(built.keys().next().value as string);
    built.set(base, { answer, tag, until });
    res.setHeader('Cache-Control', publicCache(config.publicMaxAge));
    sendPrepared(req, res, answer, 'html', tag);
  }
}
