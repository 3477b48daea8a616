import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { STAFF_ROLES } from '../common/access/roles.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { User } from '../users/user.entity.js';
import { OutboxMail, type StoredAttachment } from './outbox-mail.entity.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

/** A mail as a feature writes it: already rendered (see `brandMail`). */
export interface OutgoingMail {
  /** What it is about, e.g. `booking-confirmation` (the dashboard filters by it). */
  kind: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/**
 * The one way the site sends mail: `enqueue` writes the mail with the caller's transaction
 * (`manager`), and `OutboxWorker` delivers it after the commit, with retries. Without SMTP_URL the
 * mails stay in the table, readable by staff in the dashboard.
 */
@Injectable()
export class Outbox {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<OutboxMail | null> {
    const to = [...new Set(mail.to.map((address) => address.trim()).filter(Boolean))];
    if (to.length === 0) return null;
    const attachments: StoredAttachment[] | undefined = mail.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.content).toString('base64'),
    }));
    const repo = manager.getRepository(OutboxMail);
    return repo.save(
      repo.create({
        kind: mail.kind,
        recipients: JSON.stringify(to),
        reply_to: mail.replyTo ?? null,
        subject: mail.subject.slice(0, 255),
        html: mail.html,
        text: mail.text,
        attachments: attachments?.length ? JSON.stringify(attachments) : null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date(),
      }),
    );
  }

  /** Who gets staff mail: MAIL_TO, or else every super admin and admin. */
  async staffAddresses(manager: EntityManager): Promise<string[]> {
    if (this.config.mail.to.length) return this.config.mail.to;
    const staff = await manager.getRepository(User).findBy({ role: In(STAFF_ROLES) });
    return staff.map((user) => user.email);
  }
}
