import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/access.decorators.js';
import { RateLimited } from '../common/throttle/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RETRY_AFTER_SECONDS } from '../database/connection-errors.js';
import { databaseAnswers } from './database-probe.js';

/** Within this, or the database counts as unavailable: the health answer itself takes < 2 s. */
export const HEALTH_PROBE_TIMEOUT_MS = 1_500;

@Controller('health')
export class HealthController {
  /** Also well inside the request deadline, so that health answers with its own body. */
  private readonly probeTimeoutMs: number;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.probeTimeoutMs = Math.min(
      HEALTH_PROBE_TIMEOUT_MS,
      Math.floor(config.requestTimeoutMs / 2),
    );
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
