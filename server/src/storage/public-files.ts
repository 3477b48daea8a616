import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { AppConfig } from '../config/app-config.js';
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
    storage
      .open('public', key)
      .then((object) => {
        if (!object) {
          res.status(404).type('text/plain').send('Not found');
          return;
        }
        crossOrigin(res);
        res.setHeader('Content-Type', contentTypeOf(key));
        res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
        const modified = object.modified ?? new Date(0);
        res.setHeader('Last-Modified', modified.toUTCString());
        res.setHeader('ETag', `W/"${object.size.toString(16)}-${modified.getTime().toString(16)}"`);
        if (req.fresh || req.method === 'HEAD') {
          object.body.destroy();
          if (req.fresh) res.status(304);
          else res.setHeader('Content-Length', String(object.size));
          res.end();
          return;
        }
        res.setHeader('Content-Length', String(object.size));
        object.body.on('error', (error) => res.destroy(error));
        object.body.pipe(res);
      })
      .catch(next);
  };
}
