import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentSources } from './attachment-sources.js';
import { Mailer } from './mailer.js';
import { OutboxAdminController } from './outbox-admin.controller.js';
import { OutboxAdminService } from './outbox-admin.service.js';
import { Outbox } from './outbox.js';
import { OutboxMail } from '../model/outbox-mail.entity.js';
import { OutboxWorker } from './outbox-worker.js';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  controllers: [OutboxAdminController],
  providers: [Mailer, Outbox, OutboxWorker, OutboxAdminService, AttachmentSources],
  exports: [Outbox, OutboxWorker, AttachmentSources],
})
export class MailModule {}
