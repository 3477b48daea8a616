import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/access.decorators.js';
import { RateLimited } from '../common/throttle/rate-limit.js';

@Controller('health')
export class HealthController {
  constructor(private readonly db: DataSource) {}

  @Get()
  @Public()
  @RateLimited('none')
  async check(@Res({ passthrough: true }) response: Response) {
    response.setHeader('Cache-Control', 'no-store');
    try {
      await this.db.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'error', message: 'The database does not answer' };
    }
  }
}
