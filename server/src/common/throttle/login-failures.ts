import { Inject, Injectable } from '@nestjs/common';
import type { Options, Store } from 'express-rate-limit';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RateLimitBackend } from './rate-limit-backend.js';
import { tooManyRequests } from './rate-limit.js';

/**
 * Failed logins per target account (DECISIONS 24): the per-address limit alone lets an attacker
 * with many addresses try one account's password from each. After `loginFailures` failures in
 * the window the account refuses every login, right or wrong, until the window ends.
 * Counters come from the same store as the other limits (express-rate-limit's memory store or
 * Redis); a store error lets the login through, as everywhere else.
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

  /** 429 when the account has used up its failures. */
  async assertAllowed(account: string): Promise<void> {
    let failures = 0;
    try {
      // A missing key reads as NaN from the Redis store.
      failures = (await this.store.get?.(account))?.totalHits || 0;
    } catch (error) {
      this.backend.warn(error);
    }
    if (failures >= this.limit) {
      throw tooManyRequests(
        `Too many failed sign-ins for this account, please try again in ${this.minutes} minutes`,
      );
    }
  }

  async countFailure(account: string): Promise<void> {
    try {
      await this.store.increment(account);
    } catch (error) {
      this.backend.warn(error);
    }
  }
}
