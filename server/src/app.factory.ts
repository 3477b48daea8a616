import 'reflect-metadata';
import { type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { InputShapePipe } from './common/pipes/input-shape.pipe.js';
import { requestDeadline } from './common/deadline/request-deadline.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import { mountApiDocs } from './openapi/api-document.js';
import type { AppConfig } from './config/app-config.js';
import { mountStaticSites } from './web/static-sites.js';
import { mountSeoRoutes } from './seo/seo.routes.js';
import { publicReadCache } from './web/public-read-cache.js';
import { RateLimiters } from './common/throttle/rate-limit.js';
import { DataSource } from 'typeorm';
import { PageHeads } from './seo/page-heads.js';
import { SeoService } from './seo/seo.service.js';

export interface CreateAppOptions {
  logger?: LoggerService | LogLevel[] | false;
}

/** Builds the whole server (API + static sites); used by main.ts and by the API tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}) {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger: options.logger ?? ['log', 'warn', 'error'],
    bodyParser: false,
  });
  // First, so that nothing after it (auth, database, pages) can keep a client waiting forever.
  app.use(requestDeadline(config.requestTimeoutMs));
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'frame-src': ["'self'", 'https://www.google.com', 'https://maps.google.com'],
          'media-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'self'"],
          ...(config.publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: config.publicUrl.startsWith('https:'),
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins });
  // Visitors' reads of the public catalogue, from memory while no process has changed it.
  app.use(publicReadCache(app.get(DataSource), app.get(RateLimiters).byGroup.default));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new InputShapePipe(), createValidationPipe());
  mountApiDocs(app);
  mountSeoRoutes(app.getHttpAdapter().getInstance(), app.get(SeoService));
  mountStaticSites(app.getHttpAdapter().getInstance(), config, app.get(PageHeads));
  return app;
}
