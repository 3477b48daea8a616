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
import { mountSeoRoutes } from './seo/seo.routes.js';
import { PUBLIC_READS, publicReadCache } from './web/public-read-cache.js';
import { FrontDoor } from './web/front-door.js';
import { headersSetBy, securityHeaders } from './web/security-headers.js';
import { versionWatch } from './database/table-versions.js';
import { RateLimiters } from './common/throttle/rate-limit.js';
import { DataSource } from 'typeorm';
import proxyaddr from 'proxy-addr';
import { PageHeads } from './seo/page-heads.js';
import { bearerToken } from './auth/auth.guard.js';
import { SessionsService } from './auth/sessions.service.js';
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
  const helmetHeaders = securityHeaders(config);
  app.use(helmetHeaders);
  app.use(compression());
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins });
  // Visitors' reads of the catalogue and the pages, from memory while no process has changed
  // what they show: answered before Express (ADR 0014), kept from what Express sends.
  const express = app.getHttpAdapter().getInstance();
  const limiters = app.get(RateLimiters);
  // Express's own rule for req.ip ('trust proxy' above), so both paths count the same client.
  const trustedProxies = express.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const sessions = app.get(SessionsService);
  const door = new FrontDoor({
    versions: versionWatch(app.get(DataSource), config.requestTimeoutMs),
    countVisit: (req) => limiters.countVisitor('default', proxyaddr(req, trustedProxies)),
    securityHeaders: headersSetBy(helmetHeaders),
    apiPaths: PUBLIC_READS.map((route) => route.path),
    corsEnabled: config.corsOrigins.length > 0,
    // The dashboard's lists and searches, kept per account (ADR 0014, addendum).
    accounts: {
      identify: async (authorization) => {
        const token = bearerToken(authorization);
        return token ? sessions.findActive(token) : undefined;
      },
      count: (userId) => limiters.countAccount('default', userId),
      timeoutMs: config.requestTimeoutMs,
    },
  });
  door.install(app.getHttpServer(), express);
  app.use(publicReadCache(door));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new InputShapePipe(), createValidationPipe());
  mountApiDocs(app);
  mountSeoRoutes(app.getHttpAdapter().getInstance(), app.get(SeoService));
  mountStaticSites(app.getHttpAdapter().getInstance(), config, app.get(PageHeads), door);
  return app;
}
