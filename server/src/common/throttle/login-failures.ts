import { Inject, Injectable } from '@nestjs/common';
import type { Options, Store } from 'express-rate-limit';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RateLimitBackend } from './rate-limit-backend.js';
import { tooManyRequests } from './rate-limit.js';

/**
 * Failed logins per account *and* client address (DECISIONS 24, ADR 0002: OWASP's per-pair
 * counting). Counting per target account alone let strangers lock the owner out from anywhere;
 * counting per address alone lets an attacker with many addresses guess freely.
 *
 * - A pair (account, address) that used up its failures is refused until the window ends.
 * - An account that used up its failures over all addresses ("under attack") refuses every
 *   address that failed on it in the window, so each address gets at most one guess.
 * - A correct password from an address with no recent failure is never refused: the owner
 *   signs in from their own machine whatever strangers do.
 *
 * Counters come from the same store as the other limits (memory or Redis); a store error lets
 * the login through, as everywhere else.
 */
@Injectable()
export class LoginFailures {
  private readonly store: Store;
  private readonly limit: number;
  private readonly minutes: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly backend: RateLimitBackend,
  ) {
    this.limit = config.rateLimit.loginFailures;
    this.minutes = Math.round(config.rateLimit.loginFailureWindowMs / 60_000);
    this.store = backend.store('login-failures');
    // Outside a limiter nobody calls init; both stores only read windowMs from the options.
    void Promise.resolve(
      this.store.init?.({ windowMs: config.rateLimit.loginFailureWindowMs } as Options),
    ).catch((error: unknown) => backend.warn(error));
  }

  /** 429 when this address may not try this account again yet. */
  async assertAllowed(account: string, address: string): Promise<void> {
    const [fromAddress, overall] = await Promise.all([
      this.read(pairKey(account, address)),
      this.read(account),
    ]);
    if (fromAddress >= this.limit || (overall >= this.limit && fromAddress > 0)) {
      throw tooManyRequests(
        `Too many failed sign-ins for this account, please try again in ${this.minutes} minutes`,
      );
    }
  }

  async countFailure(account: string, address: string): Promise<void> {
    await Promise.all([this.bump(pairKey(account, address)), this.bump(account)]);
  }

  private async read(key: string): Promise<number> {
    try {
      // A missing key reads as NaN from the Redis store.
      return (await this.store.get?.(key))?.totalHits || 0;
    } catch (error) {
      this.backend.warn(error);
      return 0;
    }
  }

  private async bump(key: string): Promise<void> {
    try {
      await this.store.increment(key);
    } catch (error) {
      this.backend.warn(error);
    }
  }
}

const pairKey = (account: string, address: string) => `${account}|${address}`;
