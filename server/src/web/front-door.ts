import fs from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../database/connection-errors.js';
import {
  type VersionSnapshot,
  versionsIn,
  type VersionWatch,
  VersionsTimeout,
  withDeadline,
} from '../database/table-versions.js';
import { DEADLINE_MESSAGE } from '../common/deadline/request-deadline.js';
import type { AuthenticatedRequest, Identified } from '../common/decorators/access.decorators.js';
import type { Caller } from '../common/access/roles.js';
import { compressedForm, encodingFor, type PreparedAnswer } from './compressed-answers.js';

/** What a kept answer was made from, so that it is dropped as soon as any of it changes. */
export interface AnswerSources {
  /** Tables whose rows the answer shows (their versions are compared on every request). */
  tables: readonly string[];
  /** The answer changes by itself at this time (ms since the epoch): a session starts. */
  until?: number;
  /** Built files the answer is made from (a rebuild replaces them). */
  files?: readonly string[];
}

interface Kept {
  answer: PreparedAnswer;
  contentType: string;
  cacheControl?: string;
  /** Counted by the API's default rate limit (API reads are, pages are not). */
  limited: boolean;
  tables: readonly string[];
  versions: string;
  until: number;
  files: { path: string; mtimeMs: number }[];
  /** Its headers for each form sent so far (br, gzip, identity, notModified). */
  heads: Partial<Record<'br' | 'gzip' | 'identity' | 'notModified', string[]>>;
}

const SEEN = Symbol('versions seen on arrival');
type Arrived = IncomingMessage & { [SEEN]?: VersionSnapshot };

/**
 * A signed-in caller's list or search answer is kept at most this long besides its tables'
 * versions: what such answers carry that changes with the clock alone (10-minute signed file
 * links, a certificate's status) stays fresh within it.
 */
export const ACCOUNT_ANSWER_MS = 30_000;

/** The dashboard's reads: GET /api/<resource>[?…] and POST /api/<resource>/search[?…]. */
const ACCOUNT_READ = {
  GET: /^\/api\/[a-z][a-z-]{0,60}$/,
  POST: /^\/api\/[a-z][a-z-]{0,60}\/search$/,
};

export interface FrontDoorOptions {
  versions: VersionWatch;
  /** Counts a visitor's API read on the API's default rate limit (RateLimiters.countVisitor). */
  countVisit: (req: IncomingMessage) => Promise<{ allowed: boolean; headers: string[] }>;
  /** The headers helmet sets on every answer, as computed once. */
  securityHeaders: Record<string, string>;
  /** The API paths whose answers may be kept (the public reads); any page may be. */
  apiPaths: readonly RegExp[];
  /** Requests with an Origin are left to Express's CORS handling when other origins are allowed. */
  corsEnabled: boolean;
  /**
   * Signed-in callers' list and search answers (the dashboard's), kept per account: the session
   * a Bearer header names, read on every request (undefined: none is active), and the account's
   * count on the API's default rate limit.
   */
  accounts?: {
    identify: (authorization: string) => Promise<Identified | undefined>;
    count: (userId: number) => Promise<{ allowed: boolean; headers: string[] }>;
    /** Calls that must not wait longer for the session (the request deadline). */
    timeoutMs: number;
  };
  maxEntries?: number;
}

/**
 * Visitors' reads answered from memory before Express (ADR 0014): the public catalogue, the
 * course pages and the static pages, as Express last sent them to a visitor, compressed once.
 *
 * A kept answer is sent as long as the versions of the tables it came from (read on every
 * request, many requests to one query: VersionWatch), its built files and its time limit are
 * unchanged. It carries the same headers Express would send (helmet's, the rate limit's,
 * ETag/Vary/Cache-Control) and answers If-None-Match with 304. Everything else — a token, a
 * query string, a write, a refused rate limit, another path, a first visit — goes to Express
 * unchanged; a first visit carries the versions read on arrival, so that what Express then sends
 * is kept under versions no newer than its data.
 */
export class FrontDoor {
  private readonly kept = new Map<string, Kept>();
  /** Signed-in callers' answers, by account, method and URL (kept apart from visitors'). */
  private readonly keptForAccounts = new Map<string, Kept>();
  private readonly maxEntries: number;

  constructor(private readonly options: FrontDoorOptions) {
    this.maxEntries = options.maxEntries ?? 2000;
  }

  /** Puts the front door before Express on this server. */
  install(server: Server, app: Express): void {
    const express = app as unknown as (req: IncomingMessage, res: ServerResponse) => void;
    if (!server.listeners('request').includes(express)) {
      throw new Error('The front door goes before Express: Express must be the request listener');
    }
    server.removeListener('request', express);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.handle(req, res, app)) express(req, res);
    });
  }

  /** The versions read when this request arrived, if the front door read them. */
  static versionsSeen(req: Request): VersionSnapshot | undefined {
    return (req as unknown as Arrived)[SEEN];
  }

  /** Keeps what Express sent a visitor, if the front door saw the request arrive. */
  remember(
    req: Request,
    answer: PreparedAnswer,
    contentType: string,
    sources: AnswerSources,
    options: { cacheControl?: string; limited: boolean },
  ): void {
    const seen = FrontDoor.versionsSeen(req);
    if (!seen || req.method !== 'GET') return;
    const until = sources.until ?? Infinity;
    if (until <= Date.now()) return;
    const files = (sources.files ?? []).map((path) => ({ path, mtimeMs: modified(path) }));
    const key = req.path;
    this.kept.delete(key);
    if (this.kept.size >= this.maxEntries) {
      this.kept.delete(this.kept.keys().next().value as string);
    }
    this.kept.set(key, {
      answer,
      contentType,
      cacheControl: options.cacheControl,
      limited: options.limited,
      tables: sources.tables,
      versions: versionsIn(seen, sources.tables),
      until,
      files,
      heads: {},
    });
  }

  /**
   * Keeps what Express sent a signed-in caller for a list or search made from these tables
   * (kept-answers.ts), for that account only, if the front door read the session and the
   * versions on arrival.
   */
  rememberForAccount(req: Request, answer: PreparedAnswer, tables: readonly string[]): void {
    const seen = FrontDoor.versionsSeen(req);
    const found = (req as AuthenticatedRequest).identifiedOnArrival;
    if (!seen || !found) return;
    const key = accountKey(found.user, req.method, req.originalUrl);
    const kept = this.keptForAccounts;
    kept.delete(key);
    if (kept.size >= this.maxEntries / 4) kept.delete(kept.keys().next().value as string);
    kept.set(key, {
      answer,
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-store',
      limited: true,
      tables,
      versions: versionsIn(seen, tables),
      until: Date.now() + ACCOUNT_ANSWER_MS,
      files: [],
      heads: {},
    });
  }

  /** Whether the front door took the request (true) or Express must (false). */
  private handle(req: Arrived, res: ServerResponse, app: Express): boolean {
    const { method, url = '' } = req;
    if (this.options.corsEnabled && req.headers.origin) return false;
    if (req.headers.authorization) return this.handleAccount(req, res, app);
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (url.includes('?') || url.length > 200 || !withoutBody(req)) return false;
    const kept = this.kept.get(url);
    if (!kept && !this.mayBeKept(url)) return false;

    this.options.versions.read().then(
      (snapshot) => {
        if (res.headersSent || res.destroyed) return;
        if (kept && this.stillValid(this.kept, url, kept, snapshot)) {
          return this.send(req, res, kept, app, this.options.countVisit);
        }
        req[SEEN] = snapshot;
        app(req as Request, res as Response);
      },
      (error: unknown) => this.failed(error, req, res, app),
    );
    return true;
  }

  /**
   * A signed-in caller's list or search: answered from what Express last sent this account for
   * this URL while its tables are unchanged (and for ACCOUNT_ANSWER_MS at most); else Express
   * answers, with the session and the versions read here (IdentifyGuard does not read it again).
   */
  private handleAccount(req: Arrived, res: ServerResponse, app: Express): boolean {
    const accounts = this.options.accounts;
    const { method = '', url = '' } = req;
    const path = url.split('?', 1)[0];
    const read =
      method === 'POST'
        ? ACCOUNT_READ.POST
        : method === 'GET' || method === 'HEAD'
          ? ACCOUNT_READ.GET
          : undefined;
    if (!accounts || !read || !read.test(path) || url.length > 2000) return false;
    // A body is Express's to read and judge (the dashboard's searches send none).
    if (!withoutBody(req)) return false;
    const identified = withDeadline(
      accounts.identify(req.headers.authorization ?? ''),
      accounts.timeoutMs,
    );
    Promise.all([this.options.versions.read(), identified]).then(
      ([snapshot, found]) => {
        if (res.headersSent || res.destroyed) return;
        req[SEEN] = snapshot;
        (req as unknown as AuthenticatedRequest).identifiedOnArrival = found ?? null;
        if (found) {
          const key = accountKey(found.user, method, url);
          const kept = this.keptForAccounts.get(key);
          if (kept && this.stillValid(this.keptForAccounts, key, kept, snapshot)) {
            return this.send(req, res, kept, app, () => accounts.count(found.user.id));
          }
        }
        app(req as Request, res as Response);
      },
      (error: unknown) => this.failed(error, req, res, app),
    );
    return true;
  }

  /** The database failed or stalled before the answer: 503 for the API, pages go on. */
  private failed(error: unknown, req: IncomingMessage, res: ServerResponse, app: Express): void {
    if (res.headersSent || res.destroyed) return;
    const stalled = error instanceof VersionsTimeout;
    if ((req.url ?? '').startsWith('/api/') && (stalled || isDatabaseUnavailable(error))) {
      res.writeHead(503, {
        ...this.options.securityHeaders,
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
        'Content-Type': 'application/json; charset=utf-8',
      });
      res.end(
        JSON.stringify({ message: stalled ? DEADLINE_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE }),
      );
      return;
    }
    // Pages answer an outage themselves (the page without its database head).
    app(req as Request, res as Response);
  }

  /**
   * Paths whose answer may be kept once Express has sent it: the public API reads and pages
   * (not files, the dashboard or uploads). Anything else never waits for the versions.
   */
  private mayBeKept(url: string): boolean {
    if (url === '/api' || url.startsWith('/api/')) {
      return this.options.apiPaths.some((path) => path.test(url));
    }
    if (url.startsWith('/dashboard') || url.startsWith('/storage/')) return false;
    return !/\.[^/]*$/.test(url);
  }

  private stillValid(
    store: Map<string, Kept>,
    key: string,
    kept: Kept,
    snapshot: VersionSnapshot,
  ): boolean {
    const valid =
      kept.until > Date.now() &&
      versionsIn(snapshot, kept.tables) === kept.versions &&
      // A stat per built file (microseconds): a rebuild is served from its first request.
      kept.files.every((file) => modified(file.path) === file.mtimeMs);
    if (!valid && store.get(key) === kept) store.delete(key);
    return valid;
  }

  private send(
    req: Arrived,
    res: ServerResponse,
    kept: Kept,
    app: Express,
    count: (req: IncomingMessage) => Promise<{ allowed: boolean; headers: string[] }>,
  ): void {
    if (!kept.limited) return this.write(req, res, kept, undefined);
    count(req).then(
      ({ allowed, headers }) => {
        if (res.headersSent || res.destroyed) return;
        // A refusal is Nest's to answer (429 with its message and Retry-After).
        if (allowed) this.write(req, res, kept, headers);
        else app(req as Request, res as Response);
      },
      () => {
        app(req as Request, res as Response);
      },
    );
  }

  private write(
    req: IncomingMessage,
    res: ServerResponse,
    kept: Kept,
    rateLimit: readonly string[] | undefined,
  ): void {
    const etag = kept.answer.etag;
    // As Express: a conditional request is answered 304 only for GET and HEAD (not a search).
    if ((req.method === 'GET' || req.method === 'HEAD') && notModified(req, etag)) {
      kept.heads.notModified ??= this.head(kept);
      res.writeHead(304, withRateLimit(kept.heads.notModified, rateLimit));
      res.end();
      return;
    }
    const encoding = encodingFor(kept.answer, req.headers['accept-encoding']);
    const body = encoding ? compressedForm(kept.answer, encoding) : kept.answer.raw;
    const head = (kept.heads[encoding ?? 'identity'] ??= this.head(kept, encoding, body.length));
    res.writeHead(200, withRateLimit(head, rateLimit));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** An answer's headers as name, value, name, value…, made once per form of the answer. */
  private head(kept: Kept, encoding?: string, length?: number): string[] {
    const head = Object.entries(this.options.securityHeaders).flat();
    head.push('ETag', kept.answer.etag, 'Vary', 'Accept-Encoding');
    if (kept.cacheControl) head.push('Cache-Control', kept.cacheControl);
    if (length === undefined) return head;
    head.push('Content-Type', kept.contentType);
    if (encoding) head.push('Content-Encoding', encoding);
    head.push('Content-Length', String(length));
    return head;
  }
}

/**
 * One account's answer to one request line (HEAD is answered from GET's), under its role: an
 * account whose role changed is answered by Express again (what it may see has changed).
 */
const accountKey = (user: Caller, method: string, url: string) =>
  `${user.id}:${user.role} ${method === 'HEAD' ? 'GET' : method} ${url}`;

/**
 * Whether Express's body parsers would find nothing to judge in this request: no body (no
 * Transfer-Encoding, a Content-Length absent or 0), no Content-Encoding but identity, and no
 * charset but UTF-8 — they refuse any other with 415 even when the body is empty. Anything else
 * is Express's to answer.
 */
function withoutBody(req: IncomingMessage): boolean {
  const { headers } = req;
  if (headers['transfer-encoding'] !== undefined) return false;
  const length = headers['content-length'];
  if (length !== undefined && length !== '0') return false;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') return false;
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(headers['content-type'] ?? '')?.[1];
  return charset === undefined || charset.toLowerCase() === 'utf-8';
}

const withRateLimit = (head: string[], rateLimit: readonly string[] | undefined) =>
  rateLimit ? head.concat(rateLimit) : head;

/** When a file was last written; -1 while it does not exist. */
function modified(path: string): number {
  return fs.statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}

/** If-None-Match names this ETag (weak comparison, as for GET), and no-cache was not asked. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const match = req.headers['if-none-match'];
  if (!match) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  if (match.trim() === '*') return true;
  return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
