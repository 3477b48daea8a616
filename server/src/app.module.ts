import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiExceptionFilter } from './common/filters/api-exception.filter.js';
import { AuthGuard, IdentifyGuard } from './auth/auth.guard.js';
import { RateLimitGuard } from './common/throttle/rate-limit.js';
import { ThrottleModule } from './common/throttle/throttle.module.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { PeriodicJobsModule } from './common/periodic/periodic-jobs.js';
import { buildDataSourceOptions } from './database/data-source-options.js';
import { DatabaseLimits } from './database/database-limits.js';
import { FourByteTextCheck } from './database/four-byte-text.js';
import { openDatabase } from './database/startup-lock.js';
import { SharedReadInterceptor } from './common/http/shared-read.js';
import { HealthController } from './health/health.controller.js';
import { SeedModule } from './seed/seed.module.js';
import {
  ENTITIES,
  FEATURE_MODULES,
  FEATURES,
  RESOURCES,
  WORD_INDEX_DECLARATIONS,
} from './resources/index.js';
import { crudRecords, DOCUMENTED_RESOURCES } from './openapi/resource-schema.js';
import { useWordIndexes } from './common/crud/word-search.js';
import { StorageModule } from './storage/storage.module.js';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    // Searches use the word indexes the registry declares (the migrations create them).
    useWordIndexes(WORD_INDEX_DECLARATIONS);
    return {
      module: AppModule,
      global: true,
      imports: [
        // Connected, then migrated and its version triggers made under the start-up lock: one
        // process at a time, however many start together (ADR 0019).
        TypeOrmModule.forRootAsync({
          useFactory: () => buildDataSourceOptions(config, ENTITIES),
          dataSourceFactory: (options) => openDatabase(options!),
        }),
        ThrottleModule,
        // The outbox, sweeps, reconciliation and expiry reminders: once per tick (ADR 0019).
        PeriodicJobsModule,
        StorageModule,
        // Every feature and resource, in the registry's order (src/resources/index.ts).
        ...FEATURE_MODULES,
        SeedModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        // The API document's records and CRUD answers, from the registry (openapi/api-document).
        {
          provide: DOCUMENTED_RESOURCES,
          useValue: { resources: RESOURCES, crud: crudRecords(FEATURES) },
        },
        // In this order: who is calling, then the rate limit (by account or address), then access.
        { provide: APP_GUARD, useClass: IdentifyGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Visitors' shared reads: public, tagged by their tables' versions (ADR 0016).
        { provide: APP_INTERCEPTOR, useClass: SharedReadInterceptor },
        DatabaseLimits,
        // MySQL: refuse to start on text that cannot hold Arabic or emoji (issue 24 item 12).
        FourByteTextCheck,
      ],
      exports: [APP_CONFIG],
    };
  }
}
