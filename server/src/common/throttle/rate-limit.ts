import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import {
  ipKeyGenerator,
  rateLimit,
  type RateLimitRequestHandler,
  type Store,
} from 'express-rate-limit';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuthenticatedRequest } from '../decorators/access.decorators.js';
import { RateLimitBackend } from './rate-limit-backend.js';

export type RateLimitGroup = 'default' | 'auth' | 'forms' | 'none';
type CountedGroup = Exclude<RateLimitGroup, 'none'>;
const KEY = 'rate-limit-group';
const WINDOW_MS = 60_000;

/** Puts a route under a stricter limit (DECISIONS 8), or none ('none'). */
export const RateLimited = (group: RateLimitGroup) => SetMetadata(KEY, group);

export const tooManyRequests = (message = 'Too many requests, please try again in a minute') =>
  new HttpException({ message }, HttpStatus.TOO_MANY_REQUESTS);

/**
 * Who a request is counted as (DECISIONS 24): the account when signed in, so an office behind
 * one address does not share one budget; the client address otherwise (an IPv6 client counts
 * by its /56, since one host can pick any address in it).
 */
export function rateLimitKey(request: AuthenticatedRequest): string {
  if (request.user) return `user:${request.user.id}`;
  return `ip:${ipKeyGenerator(request.ip ?? 'unknown')}`;
}

/**
 * One express-rate-limit limiter per route group, one-minute windows, counters from
 * RateLimitBackend (memory or Redis). Built once: the global guard and the public read cache's
 * fast path count on the same limiters.
 */
@Injectable()
export class RateLimiters {
  readonly byGroup: Record<CountedGroup, RateLimitRequestHandler>;
  private readonly stores = {} as Record<CountedGroup, Store>;
  private readonly logger: RateLimitBackend['libraryLogger'];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    backend: RateLimitBackend,
  ) {
    this.logger = backend.libraryLogger;
    const limiter = (group: CountedGroup) =>
      rateLimit({
        windowMs: WINDOW_MS,
        limit: config.rateLimit[group],
        store: (this.stores[group] = backend.store(group)),
        keyGenerator: (request) => rateLimitKey(request as AuthenticatedRequest),
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        passOnStoreError: true,
        logger: backend.libraryLogger,
        handler: (_request, _response, next) => next(tooManyRequests()),
      });
    this.byGroup = { default: limiter('default'), auth: limiter('auth'), forms: limiter('forms') };
  }

  /**
   * Counts a visitor's request (no account) on the group's store, as its limiter would, and
   * says whether it may go on, with the same IETF headers. For the front door (ADR 0014), whose
   * answers from memory cost less than the limiter's own bookkeeping; the counts are shared with
   * the limiter, so a client has one budget whichever path answers it.
   */
  countVisitor(group: CountedGroup, address: string | undefined) {
    return this.count(group, rateLimitKey({ ip: address } as AuthenticatedRequest));
  }

  /** Counts a signed-in account's request, as countVisitor does a visitor's (DECISIONS 24). */
  countAccount(group: CountedGroup, userId: number) {
    return this.count(group, rateLimitKey({ user: { id: userId } } as AuthenticatedRequest));
  }

  private async count(
    group: CountedGroup,
    key: string,
  ): Promise<{ allowed: boolean; headers: string[] }> {
    const limit = this.config.rateLimit[group];
    let hits: number;
    let resetTime: Date | undefined;
    try {
      ({ totalHits: hits, resetTime } = await this.stores[group].increment(key));
    } catch (error) {
      // As the limiters do (passOnStoreError): a broken store lets requests through.
      this.logger.error(error);
      return { allowed: true, headers: [] };
    }
    const reset = resetTime
      ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
      : WINDOW_MS / 1000;
    return {
      allowed: hits <= limit,
      // Name, value, name, value… (as http's writeHead takes them).
      headers: [
        'RateLimit-Policy',
        `${limit};w=${WINDOW_MS / 1000}`,
        'RateLimit',
        `limit=${limit}, remaining=${Math.max(limit - hits, 0)}, reset=${reset}`,
      ],
    };
  }
}

/**
 * Global guard: applies the route group's limiter. Runs after IdentifyGuard (request.user is
 * known) and before AuthGuard, so refused sign-ins and bad tokens are counted too. Answers 429
 * with a `message`, `Retry-After` and the IETF `RateLimit` headers.
 * See docs/decisions/0002-rate-limiting.md.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters: Record<CountedGroup, RateLimitRequestHandler>;

  constructor(
    private readonly reflector: Reflector,
    limiters: RateLimiters,
  ) {
    this.limiters = limiters.byGroup;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const group =
      this.reflector.get<RateLimitGroup | undefined>(KEY, context.getHandler()) ?? 'default';
    if (group === 'none') return true;
    const http = context.switchToHttp();
    const limiter = this.limiters[group];
    // The limiter is Express middleware: it calls next() to let the request through, or
    // next(error) (our handler) to refuse it.
    await new Promise<void>((resolve, reject) => {
      const next = (error?: unknown) => {
        if (error === undefined) resolve();
        else reject(error instanceof Error ? error : new Error('Rate limit check failed'));
      };
      void limiter(http.getRequest<Request>(), http.getResponse<Response>(), next);
    });
    return true;
  }
}
