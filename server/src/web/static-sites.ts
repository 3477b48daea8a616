import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../database/connection-errors.js';
import { CompressedAnswers } from './compressed-answers.js';
import type { FrontDoor } from './front-door.js';
import { injectMeta, type PageHeadSource } from './page-meta.js';
import { storageRoots } from '../storage/storage.service.js';

const YEAR = 365 * 24 * 3600;

/** Hashed build assets never change; HTML must always be revalidated. */
function cacheHeaders(res: Response, file: string) {
  if (/[\\/]assets[\\/]/.test(file))
    res.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`);
  else if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}

function notBuilt(res: Response, name: string) {
  res
    .status(503)
    .type('text/plain')
    .send(`The ${name} has not been built yet: run "npm run build" (npm start does it for you).`);
}

/**
 * The prerendered page for a path (dist/<path>/index.html), else the empty SPA shell
 * (dist/shell.html) so an unknown route never flashes the home page's content.
 */
export function pageFile(dist: string, urlPath: string): string {
  const shell = path.join(dist, 'shell.html');
  const fallback = fs.existsSync(shell) ? shell : path.join(dist, 'index.html');
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
 * Everything under /api is left to Nest.
 */
export function mountStaticSites(
  app: Express,
  config: AppConfig,
  meta: PageHeadSource,
  door?: FrontDoor,
): void {
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');

  app.use(
    '/storage',
    express.static(storageRoots(config.dataDir).public, {
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
      maxAge: '7d',
      // Course images are shown by front ends on other origins too (DECISIONS 18); helmet's
      // same-origin default stays on everything else.
      setHeaders: (res) => res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin'),
    }),
  );

  app.use(
    '/dashboard',
    express.static(config.adminDist, { index: false, setHeaders: cacheHeaders }),
  );
  app.get(/^\/dashboard(\/.*)?$/, (_req: Request, res: Response) => {
    const index = path.join(config.adminDist, 'index.html');
    if (!fs.existsSync(index)) return notBuilt(res, 'dashboard');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req)) return next();
    return express.static(config.publicSiteDist, {
      index: false,
      redirect: false,
      setHeaders: cacheHeaders,
    })(req, res, next);
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const file = pageFile(config.publicSiteDist, req.path);
    if (!fs.existsSync(file)) return notBuilt(res, 'public site');
    sendPage(req, res, file, req.path).catch(next);
  });

  const pages = new CompressedAnswers();
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

  /** The page's HTML with what the server knows put into its head (titles, JSON-LD). */
  async function sendPage(req: Request, res: Response, file: string, urlPath: string) {
    const html = await readPage(file);
    let found;
    try {
      found = await meta.resolve(urlPath);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // The page still works without what the database adds to its head; 503 tells crawlers
      // and caches to come back, and the browser shows the page (its API calls say the rest).
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      found = { status: 503 };
    }
    const out = injectMeta(html, found ?? {}, config.publicUrl, [
      ...meta.globalJsonLd(),
      ...(found?.jsonLd ?? []),
    ]);
    res.setHeader('Cache-Control', 'no-cache');
    res.status(found?.status ?? 200);
    const answer = pages.send(req, res, out, 'html');
    if (door && res.statusCode === 200 && found?.sources) {
      door.remember(
        req,
        answer,
        'text/html; charset=utf-8',
        { ...found.sources, files: [file, path.join(config.publicSiteDist, 'site-meta.json')] },
        { cacheControl: 'no-cache', limited: false },
      );
    }
  }
}
