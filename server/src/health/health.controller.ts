import { Controller, Get, HttpStatus, Inject, type OnModuleDestroy, Res } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/access.decorators.js';
import { RateLimited } from '../common/throttle/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RETRY_AFTER_SECONDS } from '../database/connection-errors.js';
import { StorageService } from '../storage/storage.service.js';
import { databaseAnswers } from './database-probe.js';

/** Races a probe against a timer: false when it fails or takes longer than `withinMs`. */
async function answersWithin(probe: Promise<unknown>, withinMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  try {
    return await Promise.race([
      probe.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Within this, or the database counts as unavailable: the health answer itself takes < 2 s. */
export const HEALTH_PROBE_TIMEOUT_MS = 1_500;

/**
 * Three questions ops ask (issue 27 item 5, ADR 0020):
 * - `/api/health/live`: is the process answering at all? (restart it if not; never depends on
 *   the database, so an outage there does not restart every replica);
 * - `/api/health/ready`: can it serve? database, Redis (when configured) and file storage all
 *   answer (a load balancer sends it traffic only then);
 * - `/api/health`: the database answers (what the proxy and earlier checks ask; kept as it was).
 */
@Controller('health')
export class HealthController implements OnModuleDestroy {
  /** Also well inside the request deadline, so that health answers with its own body. */
  private readonly probeTimeoutMs: number;
  /** One connection for the readiness probe, made on first use. */
  private redis?: Redis;

  constructor(
    private readonly db: DataSource,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.probeTimeoutMs = Math.min(
      HEALTH_PROBE_TIMEOUT_MS,
      Math.floor(config.requestTimeoutMs / 2),
    );
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  @Get('live')
  @Public()
  @RateLimited('none')
  live(@Res({ passthrough: true }) response: Response) {
    response.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @RateLimited('none')
  async ready(@Res({ passthrough: true }) response: Response) {
    response.setHeader('Cache-Control', 'no-store');
    const redisUrl = this.config.jobs.redisUrl ?? this.config.rateLimit.redisUrl;
    const [database, storage, redis] = await Promise.all([
      databaseAnswers(this.db, this.probeTimeoutMs),
      answersWithin(this.storage.driver.check(), this.probeTimeoutMs),
      redisUrl ? answersWithin(this.pingRedis(redisUrl), this.probeTimeoutMs) : undefined,
    ]);
    const word = (ok: boolean | undefined) =>
      ok === undefined ? 'not used' : ok ? 'ok' : 'unavailable';
    const ready = database && storage && redis !== false;
    if (!ready) {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return {
      status: ready ? 'ok' : 'error',
      database: word(database),
      redis: word(redis),
      storage: word(storage),
      ...(ready ? {} : { message: 'Not ready: a service it needs does not answer' }),
    };
  }

  private async pingRedis(url: string): Promise<unknown> {
    this.redis ??= new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: this.probeTimeoutMs,
    });
    // Connected once, ioredis reconnects by itself; a ping while it is away fails at once.
    if (this.redis.status === 'wait' || this.redis.status === 'end') await this.redis.connect();
    return this.redis.ping();
  }

  @Get()
  @Public()
  @RateLimited('none')
  async check(@Res({ passthrough: true }) response: Response) {
    response.setHeader('Cache-Control', 'no-store');
    if (await databaseAnswers(this.db, this.probeTimeoutMs)) {
      return { status: 'ok', database: 'ok' };
    }
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return {
      status: 'error',
      database: 'unavailable',
      message: 'The database does not answer',
    };
  }
}
