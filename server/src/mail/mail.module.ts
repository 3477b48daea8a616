import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Mailer } from './mailer.js';
import { Outbox } from './outbox.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { OutboxWorker } from './outbox-worker.js';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  providers: [Mailer, Outbox, OutboxWorker],
  exports: [Outbox, OutboxWorker],
})
export class MailModule {}
