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
import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
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
 * RateLimitBackend (memory or Redis). Built once, used by the global guard.
 */
@Injectable()
export class RateLimiters {
  readonly byGroup: Record<CountedGroup, RateLimitRequestHandler>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, backend: RateLimitBackend) {
    const limiter = (group: CountedGroup) =>
      rateLimit({
        windowMs: WINDOW_MS,
        limit: config.rateLimit[group],
        store: backend.store(group),
        keyGenerator: (request) => rateLimitKey(request as AuthenticatedRequest),
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        passOnStoreError: true,
        logger: backend.libraryLogger,
        handler: (_request, _response, next) => next(tooManyRequests()),
      });
    this.byGroup = { default: limiter('default'), auth: limiter('auth'), forms: limiter('forms') };
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
