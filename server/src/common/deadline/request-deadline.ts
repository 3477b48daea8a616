import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RETRY_AFTER_SECONDS } from '../../database/connection-errors.js';

export const DEADLINE_MESSAGE = 'The server took too long to answer; please try again shortly';

/** Responses the deadline answered; whatever the handler produces later is dropped. */
const answered = new WeakSet<Response>();

export function answeredByDeadline(response: Response): boolean {
  return answered.has(response);
}

/**
 * A deadline on every request (API, pages, sitemap): when no answer has started within
 * `timeoutMs`, the client gets 503 with Retry-After instead of waiting for a stalled database.
 *
 * - The clock runs from arrival; a body the app is still reading (an upload on a slow line)
 *   restarts it when the body ends — receiving is bounded by the HTTP server's requestTimeout.
 * - Only the start of an answer counts: a long download that has begun is never cut.
 * - The handler is not stopped (Node cannot cancel it); its database work is bounded by
 *   DB_QUERY_TIMEOUT_MS, and its late answer is dropped by the exception filter.
 */
export function requestDeadline(timeoutMs: number): RequestHandler {
  const logger = new Logger('RequestDeadline');
  return (req: Request, res: Response, next: NextFunction) => {
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, timeoutMs);
    };
    const expire = () => {
      if (res.headersSent || res.writableEnded) return;
      // Flowing or paused (backpressure), the body is being read: wait for its end.
      if (!req.complete && req.readableFlowing !== null) {
        req.once('end', arm);
        return;
      }
      answered.add(res);
      logger.warn(`${req.method} ${req.originalUrl} had no answer after ${timeoutMs} ms: 503`);
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
      res.status(503);
      if (req.originalUrl === '/api' || req.originalUrl.startsWith('/api/')) {
        res.json({ message: DEADLINE_MESSAGE });
      } else {
        res.type('text/plain').send(DEADLINE_MESSAGE);
      }
    };
    arm();
    const stop = () => clearTimeout(timer);
    res.once('finish', stop);
    res.once('close', stop);
    next();
  };
}
