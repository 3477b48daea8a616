import 'reflect-metadata';
import { type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { AppModule } from './app.module.js';
import { InputShapePipe } from './common/pipes/input-shape.pipe.js';
import { requestDeadline } from './common/deadline/request-deadline.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import { mountApiDocs } from './openapi/api-document.js';
import type { AppConfig } from './config/app-config.js';
import { mountStaticSites } from './web/static-sites.js';
import { StorageService } from './storage/storage.service.js';
import { mountSeoRoutes } from './seo/seo.routes.js';
import { securityHeaders } from './web/security-headers.js';
import { readVersions, versionWatch } from './database/table-versions.js';
import { DataSource } from 'typeorm';
import { PageHeads } from './seo/page-heads.js';
import { SeoService } from './seo/seo.service.js';
import { privateByDefault } from './common/http/http-caching.js';
import { messagesInClientLanguage } from './common/http/messages-in-arabic.js';
import { JsonNestLogger, jsonLogger, requestLogging } from './common/observability/json-logs.js';
import { mountMetrics, requestMetrics } from './common/observability/metrics.js';
import type { DestinationStream } from 'pino';

export interface CreateAppOptions {
  /** false: no logs at all (most tests), unless `logTo` is given. */
  logger?: LoggerService | LogLevel[] | false;
  /** Where the JSON log lines go instead of stdout (a test reads them). */
  logTo?: DestinationStream;
}

/** Builds the whole server (API + static sites); used by main.ts and by the API tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}) {
  // JSON lines with a request id on every line of a request (issue 27 item 5).
  const logs =
    options.logger === false && !options.logTo
      ? undefined
      : jsonLogger(config.logLevel, options.logTo);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger: logs ? new JsonNestLogger(logs) : (options.logger ?? ['log', 'warn', 'error']),
    bodyParser: false,
  });
  // Timed and logged from the first byte, so a deadline's 503 is counted like any answer.
  app.use(requestMetrics);
  if (logs) app.use(requestLogging(logs));
  // First, so that nothing after it (auth, database, pages) can keep a client waiting forever.
  app.use(requestDeadline(config.requestTimeoutMs));
  // Messages in Arabic for a client that asks for Arabic (the site's /ar pages; issue 28).
  app.use('/api', messagesInClientLanguage);
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  app.use(compression());
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins });
  // Every API answer is private and unstored unless a shared read says otherwise (ADR 0016).
  app.use('/api', privateByDefault);
  // The version reads share one query per turn of the event loop, bounded by the deadline.
  const db = app.get(DataSource);
  versionWatch(db, config.requestTimeoutMs);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new InputShapePipe(), createValidationPipe());
  mountApiDocs(app);
  mountSeoRoutes(app.getHttpAdapter().getInstance(), app.get(SeoService));
  mountMetrics(app.getHttpAdapter().getInstance(), db, config.metricsToken);
  mountStaticSites(
    app.getHttpAdapter().getInstance(),
    config,
    app.get(PageHeads),
    (tables) => readVersions(db, tables),
    app.get(StorageService),
  );
  return app;
}
