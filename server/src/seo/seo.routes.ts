import type { Express, NextFunction, Request, Response } from 'express';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../database/connection-errors.js';
import type { SeoService } from './seo.service.js';

/**
 * /sitemap.xml and /robots.txt live outside the /api prefix, so they are plain Express
 * routes, mounted before the static-site fallback that answers every other GET.
 */
export function mountSeoRoutes(app: Express, seo: SeoService): void {
  app.get('/robots.txt', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(seo.robots());
  });
  app.get('/sitemap.xml', (_req: Request, res: Response, next: NextFunction) => {
    seo
      .sitemap()
      .then((xml) => {
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.type('application/xml').send(xml);
      })
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error) || res.headersSent) return next(error);
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        res.status(503).type('text/plain').send(DATABASE_UNAVAILABLE_MESSAGE);
      });
  });
}
