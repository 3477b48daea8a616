import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NextFunction, Request, Response } from 'express';

/**
 * HTTP caching by the book (ADR 0016): what every answer says about being kept, by route family.
 * This file holds the rules; the interceptor (shared-read.interceptor.ts) and the pages
 * (web/static-sites.ts) apply them.
 */

/**
 * Answers that are the same for everyone (visitors' catalogue reads, the public pages): any
 * cache may keep them `maxAge` seconds (PUBLIC_MAX_AGE, 10 by default), then revalidate with
 * If-None-Match (a 304 costs one version read), and may serve the old answer for 30 s more while
 * it does.
 */
export const publicCache = (maxAge: number) =>
  `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=30`;

/** The rule with the default max-age (10 s). */
export const PUBLIC_CACHE = publicCache(10);

/** Everything answered to a signed-in caller, every write, everything not declared shared. */
export const PRIVATE_CACHE = 'private, no-store';

/** Hashed build assets (/assets/*, /dashboard/assets/*): their name changes with their bytes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Every API answer starts private and unstored; only a shared read's 200 to a request without
 * credentials is turned public (SharedReadInterceptor). So an error, a 429 from the rate limit,
 * a 401 or anything new is never kept by mistake.
 */
export function privateByDefault(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', PRIVATE_CACHE);
  next();
}

/**
 * Whether a request carries credentials (a Bearer token: the API never reads a cookie,
 * DECISIONS 4). Such a request is answered `private, no-store` even by a shared route, whose
 * answer to a signed-in caller may show more.
 */
export function hasCredentials(req: Request): boolean {
  return req.headers.authorization !== undefined;
}

/**
 * What changes every tag when the server's code does (a deploy may change an answer's shape
 * with the same rows): the compiled server's modification time, the same for every process of
 * one build.
 */
const BUILD = String(fs.statSync(fileURLToPath(import.meta.url)).mtimeMs);

/**
 * A strong ETag made from what an answer is built from (its URL, the versions of its tables,
 * built files), never from its bytes: a revalidation is answered before anything is built.
 */
export function versionTag(...parts: string[]): string {
  const hash = createHash('sha1');
  hash.update(BUILD);
  for (const part of parts) hash.update('\0').update(part);
  return hash.digest('base64url').slice(0, 27);
}

/**
 * A strong tag names one representation, so each content coding gets its own (RFC 9110
 * 8.8.3): `"tag"` for identity, `"tag-br"`, `"tag-gzip"`.
 */
export function encodedTag(tag: string, encoding: string | undefined): string {
  return encoding ? `"${tag}-${encoding}"` : `"${tag}"`;
}

/**
 * The tag of If-None-Match (compared weakly, as for GET) that names a representation of the
 * answer whose tag is `tag` — in any coding, and for a page with `.until` after it (what the
 * test of `accepts` says) — or undefined. A request with `Cache-Control: no-cache` matches
 * nothing (Express's freshness rule): the client asks for a full answer.
 */
export function matchingTag(
  req: Request,
  tag: string,
  accepts: (suffix: string) => boolean = (suffix) => suffix === '',
): string | undefined {
  const header = req.headers['if-none-match'];
  if (!header || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) {
    return undefined;
  }
  for (const item of header.split(',')) {
    const quoted = item.trim().replace(/^W\//, '');
    const value = quoted.replace(/^"|"$/g, '');
    if (!value.startsWith(tag)) continue;
    const suffix = value.slice(tag.length).replace(/-(br|gzip)$/, '');
    if (accepts(suffix)) return quoted;
  }
  return undefined;
}
