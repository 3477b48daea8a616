import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/** helmet with the site's policy: the same headers on every answer, API, pages and files. */
export function securityHeaders(config: AppConfig): RequestHandler {
  const https = config.publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        'media-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  }) as RequestHandler;
}

/**
 * The headers a middleware sets, by running it once on a stand-in answer: for the front door,
 * which sends helmet's headers without running helmet on every request. The policy above does
 * not depend on the request, so the headers are the same for every answer.
 */
export function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers: Record<string, string> = {};
  const stand = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
      return stand;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
    getHeader: (name: string) => headers[name],
  };
  let called = false;
  middleware({ headers: {} } as Request, stand as unknown as Response, () => {
    called = true;
  });
  if (!called) throw new Error('The security headers middleware did not finish synchronously');
  return headers;
}
