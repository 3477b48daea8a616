import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { answerTablesOf } from '../common/crud/kept-answers.js';
import type { AuthenticatedRequest } from '../common/decorators/access.decorators.js';
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
 * Keeps in the front door (ADR 0014) the JSON that Nest sends for a read, so that the next
 * such read is answered from memory until a write to one of its tables: a visitor's read of the
 * public catalogue (for every visitor), and a signed-in caller's list or search that only the
 * generic CRUD routes made (kept-answers.ts; for that account alone, ACCOUNT_ANSWER_MS at most).
 * Only requests the front door saw arrive are kept (it read the versions, and a caller's
 * session, before Nest read the rows), and only 200s.
 */
export function publicReadCache(
  door: FrontDoor,
  routes: CachedRoute[] = PUBLIC_READS,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!FrontDoor.versionsSeen(req)) return next();
    const signedIn = Boolean(req.headers.authorization);
    const route = signedIn ? undefined : routes.find((candidate) => candidate.path.test(req.path));
    if (!route && !signedIn) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return json(body);
      if (route) {
        door.remember(
          req,
          prepareAnswer(JSON.stringify(body)),
          'application/json; charset=utf-8',
          { tables: route.tables },
          { limited: true },
        );
      } else {
        const tables = answerTablesOf((req as AuthenticatedRequest).user);
        // Compressed quickly: an account's answer lives seconds, not until the next deploy.
        if (tables) door.rememberForAccount(req, prepareAnswer(JSON.stringify(body), true), tables);
      }
      return json(body);
    };
    next();
  };
}
