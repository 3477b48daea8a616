import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { MemoryStore, type Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** How long a request may wait for Redis before it is let through uncounted. */
const COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for a first Redis connection (it keeps trying afterwards). */
const FIRST_CONNECT_MS = 2000;
/** One warning per outage-minute, not one per request. */
const WARN_EVERY_MS = 60_000;

/**
 * rate-limit-redis loads its two Lua scripts once, in init(). If Redis was away then (at start
 * the limiters are built before the first connection), those promises stay rejected and every
 * later call would fail even after Redis is back: load them again on each (re)connection and
 * after a failure, so the limits resume by themselves.
 */
class RecoveringRedisStore extends RedisStore {
  override async increment(key: string) {
    try {
      return await super.increment(key);
    } catch (error) {
      this.reloadScripts();
      throw error;
    }
  }

  override async get(key: string) {
    try {
      return await super.get(key);
    } catch (error) {
      this.reloadScripts();
      throw error;
    }
  }

  reloadScripts() {
    this.incrementScriptSha = this.loadIncrementScript();
    this.getScriptSha = this.loadGetScript();
    // The next call awaits them; nobody else does, so a failure here is not "unhandled".
    this.incrementScriptSha.catch(() => undefined);
    this.getScriptSha.catch(() => undefined);
  }
}

/**
 * Where the rate-limit counters live: in this process, or in Redis when REDIS_URL is set so
 * that every server process counts together (DECISIONS 24).
 *
 * Redis unreachable: requests are served uncounted (fail open) and a warning is logged once a
 * minute. A limiter is a safeguard, not a reason to take the site down; and a request never
 * waits on Redis longer than COMMAND_TIMEOUT_MS (commands are not queued while disconnected).
 */
@Injectable()
export class RateLimitBackend implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis?: Redis;
  private readonly memoryStores: MemoryStore[] = [];
  private readonly redisStores: RecoveringRedisStore[] = [];
  private lastWarning = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { redisUrl } = config.rateLimit;
    if (!redisUrl) return;
    this.redis = new Redis(redisUrl, {
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: FIRST_CONNECT_MS,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    this.redis.on('error', (error: Error) => this.warn(error));
    this.redis.on('ready', () => {
      for (const store of this.redisStores) store.reloadScripts();
    });
  }

  get shared(): boolean {
    return this.redis !== undefined;
  }

  /** Waits (briefly) for Redis, so the first requests after start are counted too. */
  async onModuleInit(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, FIRST_CONNECT_MS);
      redis.once('ready', done);
    });
  }

  /** A counter store of its own (express-rate-limit refuses one store for two limiters). */
  store(name: string): Store {
    const redis = this.redis;
    if (!redis) {
      const store = new MemoryStore();
      this.memoryStores.push(store);
      return store;
    }
    const store = new RecoveringRedisStore({
      prefix: `${this.config.rateLimit.redisPrefix}${name}:`,
      sendCommand: (command: string, ...args: string[]) =>
        redis.call(command, ...args) as Promise<number>,
    });
    this.redisStores.push(store);
    return store;
  }

  /** express-rate-limit's logger: its store errors are the Redis outage warnings. */
  readonly libraryLogger = {
    warn: (...args: unknown[]) => this.warn(args[0]),
    error: (...args: unknown[]) => this.warn(args[0]),
  };

  warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(
      this.redis
        ? `Redis does not answer (${reason}): requests are served without rate limits until it does`
        : reason,
    );
  }

  onApplicationShutdown(): void {
    for (const store of this.memoryStores) store.shutdown();
    this.redisStores.length = 0;
    this.redis?.disconnect();
  }
}
