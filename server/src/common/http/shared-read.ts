import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  StreamableFile,
  type Type,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, map, type Observable, of, switchMap } from 'rxjs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { versionsIn, versionWatch } from '../../database/table-versions.js';
import { tablesRead } from '../../database/tables-read.js';
import {
  compressedForm,
  encodingFor,
  type PreparedAnswer,
  prepareAnswer,
} from './compressed-answers.js';
import {
  encodedTag,
  hasCredentials,
  matchingTag,
  publicCache,
  versionTag,
} from './http-caching.js';

export interface SharedReadOptions {
  /**
   * The entity whose rows the answer shows; its tables come from TypeORM's metadata
   * (tables-read.ts). Left out on the generic CRUD routes: their service's tables.
   */
  entity?: Type;
  /** Relations loaded with the rows, and whether rows pointing at them count (tables-read). */
  relations?: unknown;
  dependents?: boolean;
  /**
   * The answer also changes with the clock alone (a session starts, a seat hold lapses): its
   * tag then lasts one max-age at most.
   */
  changesWithTime?: boolean;
}

/**
 * Marks a GET whose answer to a visitor (no credentials) is the same for everyone: it is sent
 * `public` with a strong ETag made from the versions of its tables (ADR 0016).
 */
export const SharedRead = Reflector.createDecorator<SharedReadOptions>();

/** A controller that knows the tables its shared reads show (CrudController). */
interface ReadsTables {
  tablesRead(): readonly string[] | undefined;
}

/** Answers kept per tag at most; a tag names one URL under one set of versions. */
const KEPT_ANSWERS = 300;

/**
 * Applies @SharedRead (ADR 0016). For a visitor's GET or HEAD it reads the versions of the
 * route's tables first (one query shared by concurrent requests, VersionWatch) and makes the
 * tag from them and the URL. Then:
 * - If-None-Match names the tag (in any coding): 304, nothing is read or built;
 * - the answer under that tag was built before in this process: sent as kept, compressed once
 *   (a tag is the URL and the versions, so it is the same answer);
 * - else the handler runs, and its 200 is kept, compressed and sent with the tag.
 * Guards (the caller, the rate limit, access) have run before, as for any route. Anything else
 * (a token, a write, an error) leaves the answer `private, no-store` (privateByDefault).
 */
@Injectable()
export class SharedReadInterceptor implements NestInterceptor {
  private readonly tables = new WeakMap<object, readonly string[] | null>();
  private readonly kept = new Map<string, PreparedAnswer>();

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const shared = this.reflector.get(SharedRead, context.getHandler());
    if (!shared) return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasCredentials(req)) {
      return next.handle();
    }
    const tables = this.tablesOf(context, shared);
    if (!tables) return next.handle();
    const versions = versionWatch(this.db, this.config.requestTimeoutMs).read();
    return from(versions).pipe(
      switchMap((snapshot) => {
        const clock = shared.changesWithTime
          ? String(Math.floor(Date.now() / (this.config.publicMaxAge * 1000)))
          : '';
        const tag = versionTag(req.originalUrl, versionsIn(snapshot, tables), clock);
        const fresh = matchingTag(req, tag);
        if (fresh) {
          // Express answers 304 from this header when Nest sends the empty body.
          res.setHeader('ETag', fresh);
          this.shareable(res);
          return of(undefined);
        }
        const kept = this.kept.get(tag);
        if (kept) return of(this.send(req, res, kept, tag));
        return next.handle().pipe(
          map((body: unknown) => {
            // A cookie set, or another status chosen, is no shared answer.
            if (res.getHeader('Set-Cookie') !== undefined || res.statusCode !== 200) return body;
            // Compressed quickly (brotli 5): any query string makes a new tag, and a client
            // must not buy seconds of brotli 11 with a request.
            const answer = prepareAnswer(JSON.stringify(body) ?? '', true);
            this.keep(tag, answer);
            return this.send(req, res, answer, tag);
          }),
        );
      }),
    );
  }

  /** The tables behind the route, found once per handler; null: none known, not shared. */
  private tablesOf(context: ExecutionContext, shared: SharedReadOptions): readonly string[] | null {
    const handler = context.getHandler();
    let tables = this.tables.get(handler);
    if (tables === undefined) {
      if (shared.entity) {
        tables = tablesRead(this.db.getMetadata(shared.entity), shared);
      } else {
        const controller = this.moduleRef.get<Partial<ReadsTables>>(context.getClass(), {
          strict: false,
        });
        tables = controller.tablesRead?.() ?? null;
      }
      this.tables.set(handler, tables);
    }
    return tables;
  }

  private shareable(res: Response): void {
    res.setHeader('Cache-Control', publicCache(this.config.publicMaxAge));
    // A kept copy serves many clients: one caller's rate-limit count is nobody else's.
    res.removeHeader('RateLimit');
    res.removeHeader('RateLimit-Policy');
    // The answer differs with the encoding, and with a token (a signed-in caller's is private).
    res.vary('Accept-Encoding');
    res.vary('Authorization');
  }

  /** The kept answer in the encoding the client takes (Nest sends it; HEAD gets no body). */
  private send(req: Request, res: Response, answer: PreparedAnswer, tag: string): StreamableFile {
    this.shareable(res);
    const encoding = encodingFor(answer, req.headers['accept-encoding']);
    res.setHeader('ETag', encodedTag(tag, encoding));
    const body = encoding ? compressedForm(answer, encoding) : answer.raw;
    // Set before sending: the compression middleware leaves an encoded answer alone.
    if (encoding) res.setHeader('Content-Encoding', encoding);
    return new StreamableFile(body, {
      type: 'application/json; charset=utf-8',
      length: body.length,
    });
  }

  private keep(tag: string, answer: PreparedAnswer): void {
    if (this.kept.size >= KEPT_ANSWERS) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(tag, answer);
  }
}
