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
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export type RateLimitGroup = 'default' | 'auth' | 'forms' | 'none';
const KEY = 'rate-limit-group';
const WINDOW_MS = 60_000;

/** Puts a route under a stricter per-client limit (DECISIONS 8), or none ('none'). */
export const RateLimited = (group: RateLimitGroup) => SetMetadata(KEY, group);

/**
 * Fixed one-minute windows per client address and group, in memory (see
 * docs/decisions/0002-rate-limiting.md for why not @nestjs/throttler, and the multi-process note).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly limits: Record<Exclude<RateLimitGroup, 'none'>, number>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = { default: 600, auth: config.authRateLimit, forms: config.formRateLimit };
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const group =
      this.reflector.get<RateLimitGroup | undefined>(KEY, context.getHandler()) ?? 'default';
    if (group === 'none') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const now = Date.now();
    if (this.windows.size > 50_000) this.sweep(now);
    const key = `${group}|${request.ip ?? 'unknown'}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.limits[group]) {
      const response = context.switchToHttp().getResponse<Response>();
      response.setHeader('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
      throw new HttpException(
        { message: 'Too many requests, please try again in a minute' },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return true;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
