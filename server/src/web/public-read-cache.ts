import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { prepareAnswer } from './compressed-answers.js';
import { FrontDoor } from './front-door.js';

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

/**
 * Keeps in the front door (ADR 0014) the JSON that Nest sends a visitor for a public read, so
 * the next visitor's read is answered from memory until a write to one of its tables. Only
 * requests the front door saw arrive are kept (it read the versions before Nest read the rows),
 * only 200s, never for a caller with a token.
 */
export function publicReadCache(
  door: FrontDoor,
  routes: CachedRoute[] = PUBLIC_READS,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!FrontDoor.versionsSeen(req)) return next();
    const route = routes.find((candidate) => candidate.path.test(req.path));
    if (!route) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode === 200 && !req.headers.authorization) {
        door.remember(
          req,
          prepareAnswer(JSON.stringify(body)),
          'application/json; charset=utf-8',
          { tables: route.tables },
          { limited: true },
        );
      }
      return json(body);
    };
    next();
  };
}
