import { Injectable } from '@nestjs/common';
import type { Options, Store } from 'express-rate-limit';
import { RateLimitBackend } from '../common/throttle/rate-limit-backend.js';

const WINDOW_MS = 60 * 60_000;
/** Account mails (reset or verification links) one account receives in an hour, at most. */
const PER_HOUR = 5;

/**
 * The per-address limits count requests per client; this counts mails per target account, so
 * nobody can fill a stranger's inbox from many addresses. Past the budget the request still
 * gets the same answer (a forgot-password form must not tell whether an account exists), it just
 * sends nothing. Counters live where the other limits do (memory or Redis); a store error
 * lets the mail go, as everywhere else.
 */
@Injectable()
export class AccountMailLimit {
  private store?: Store;

  constructor(private readonly backend: RateLimitBackend) {}

  /** Made on first use: nothing to load (in Redis) for a process that never mails a link. */
  private counter(): Store {
    if (this.store) return this.store;
    const store = this.backend.store('account-mail');
    void Promise.resolve(store.init?.({ windowMs: WINDOW_MS } as Options)).catch((error: unknown) =>
      this.backend.warn(error),
    );
    this.store = store;
    return store;
  }

  /** Counts one mail for the account; false when its hour's budget is spent. */
  async take(key: string): Promise<boolean> {
    try {
      const { totalHits } = await this.counter().increment(key);
      return totalHits <= PER_HOUR;
    } catch (error) {
      this.backend.warn(error);
      return true;
    }
  }
}
