import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../database/connection-errors.js';
import { readVersions } from '../database/table-versions.js';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from './compressed-answers.js';

/** A public read whose answer to a visitor depends only on its path and on these tables. */
export interface CachedRoute {
  path: RegExp;
  tables: readonly string[];
}

const CATALOGUE = ['courses', 'categories', 'sub_categories'] as const;

/** The public catalogue as visitors read it (the spec's public data calls). */
export const PUBLIC_READS: CachedRoute[] = [
  { path: /^\/api\/courses(?:\/\d{1,10})?$/, tables: CATALOGUE },
  { path: /^\/api\/categories$/, tables: ['categories'] },
  { path: /^\/api\/sub-categories$/, tables: ['sub_categories'] },
  { path: /^\/api\/jobs(?:\/\d{1,10})?$/, tables: ['jobs'] },
  { path: /^\/api\/testimonials$/, tables: ['testimonials'] },
];

interface Entry {
  versions: string;
  answer: PreparedAnswer;
}

/**
 * Answers a visitor's read of the public catalogue from memory, in front of Nest: the JSON a
 * visitor was last sent for that path, compressed once, as long as no process has written to
 * the tables it was built from (their versions, read on every request, are raised in the same
 * transaction as every write). Anything else — a token, a query string, another path, a
 * refused rate limit — goes on to Nest unchanged (a database out of reach gets the API's 503
 * at once), and a 200
 * that Nest sends a visitor fills the cache. The versions are read before Nest reads the rows,
 * so an answer is never kept under versions newer than its data.
 */
export function publicReadCache(
  db: DataSource,
  limiter: RequestHandler,
  routes: CachedRoute[] = PUBLIC_READS,
  maxEntries = 2000,
): RequestHandler {
  const entries = new Map<string, Entry>();

  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.headers.authorization || req.url !== req.path) return next();
    const route = routes.find((candidate) => candidate.path.test(req.path));
    if (!route) return next();
    const key = req.path;
    readVersions(db, route.tables).then(
      (versions) => {
        // The request deadline may have answered (503) while the database was slow.
        if (res.headersSent) return;
        const entry = entries.get(key);
        if (entry?.versions === versions) {
          // Counted like any API request; a refusal is Nest's to answer (429 with its message).
          void limiter(req, res, (refused?: unknown) => {
            if (refused) return next();
            sendPrepared(req, res, entry.answer, 'json');
          });
          return;
        }
        const json = res.json.bind(res);
        res.json = (body: unknown) => {
          if (res.statusCode === 200 && !req.headers.authorization) {
            remember(key, { versions, answer: prepareAnswer(JSON.stringify(body)) });
          }
          return json(body);
        };
        next();
      },
      (error: unknown) => {
        // The database is away: answer as the API does (asking again would wait as long again).
        if (res.headersSent) return;
        if (!isDatabaseUnavailable(error)) return next();
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE });
      },
    );
  };
}
