import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { AppConfig } from '../config/app-config.js';
import type { StoredObject } from './storage-driver.js';
import { contentTypeOf, type StorageService, storageRoots } from './storage.service.js';

/** Public uploads change name when they change: a week in browsers and the proxy. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Course images are shown by front ends on other origins too (DECISIONS 18); helmet's
 * same-origin default stays on everything else.
 */
const crossOrigin = (res: Response) =>
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');

/**
 * GET /storage/...: public uploads (course images, profile pictures). On local disk,
 * express.static as before; on S3 the app streams the object (ADR 0018: the bucket stays
 * private, no public-read ACL, which Garage and others do not implement), with the same
 * headers, validators and 404s, so nginx and browsers cache it alike.
 */
export function publicFiles(config: AppConfig, storage: StorageService): RequestHandler {
  if (storage.driver.kind === 'local') {
    return express.static(storageRoots(config.dataDir).public, {
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
      maxAge: '7d',
      setHeaders: crossOrigin,
    });
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain').send('Method not allowed');
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(req.path.replace(/^\/+/, ''));
    } catch {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const notFound = () => res.status(404).type('text/plain').send('Not found');
    /** Type, caching and validators: the same for a 200, a HEAD and a 304. */
    const describe = (object: StoredObject) => {
      crossOrigin(res);
      res.setHeader('Content-Type', contentTypeOf(key));
      res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      const modified = object.modified ?? new Date(0);
      res.setHeader('Last-Modified', modified.toUTCString());
      res.setHeader('ETag', `W/"${object.size.toString(16)}-${modified.getTime().toString(16)}"`);
    };
    const answer = async () => {
      // A HEAD or a revalidation (nginx, browsers) needs the object's facts, not its bytes.
      const conditional = req.headers['if-none-match'] || req.headers['if-modified-since'];
      if (req.method === 'HEAD' || conditional) {
        const stat = await storage.stat('public', key);
        if (!stat) return notFound();
        describe(stat);
        if (req.fresh) return res.status(304).end();
        if (req.method === 'HEAD') return res.setHeader('Content-Length', String(stat.size)).end();
      }
      const object = await storage.open('public', key);
      if (!object) return notFound();
      describe(object);
      res.setHeader('Content-Length', String(object.size));
      object.body.on('error', (error) => res.destroy(error));
      object.body.pipe(res);
    };
    answer().catch(next);
  };
}
