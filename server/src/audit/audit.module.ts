import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditActorInterceptor } from './audit-actor.interceptor.js';
import { AuditController, AuditExportController } from './audit.controller.js';
import { AuditEntry } from '../model/audit-entry.entity.js';
import { AuditService } from './audit.service.js';
import { AuditSubscriber } from './audit.subscriber.js';

/** Issue 14, item 5: who changed what in the dashboard (see audit.subscriber.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  // The fixed paths first: `export` must never be read as an id.
  controllers: [AuditExportController, AuditController],
  providers: [
    AuditService,
    AuditSubscriber,
    { provide: APP_INTERCEPTOR, useClass: AuditActorInterceptor },
  ],
})
export class AuditModule {}
