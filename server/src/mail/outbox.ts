import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxMail, type StoredAttachment } from '../model/outbox-mail.entity.js';
import type { AttachmentSource } from './attachment-sources.js';
import { type Overrides, overridesIn } from './mail-wording.js';

/** A file sent with the mail: its bytes, or what makes them when it is sent (`from`). */
export type MailAttachment = { filename: string; contentType: string } & (
  { content: Buffer | string; from?: undefined } | { from: AttachmentSource; content?: undefined }
);

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
 * A mail written with the wording staff may change (mail-wording.ts): the outbox reads their
 * wording in the caller's transaction and hands it in.
 */
export type MailDraft = (overrides: Overrides) => OutgoingMail;

/**
 * The one way the site sends mail: `enqueue` writes the mail with the caller's transaction
 * (`manager`), and `OutboxWorker` delivers it after the commit, with retries. Without SMTP_URL the
 * mails stay in the table, readable by staff in the dashboard.
 */
@Injectable()
export class Outbox {
  async enqueue(
    manager: EntityManager,
    draft: OutgoingMail | MailDraft,
  ): Promise<OutboxMail | null> {
    const mail = typeof draft === 'function' ? draft(await overridesIn(manager)) : draft;
    const to = [...new Set(mail.to.map((address) => address.trim()).filter(Boolean))];
    if (to.length === 0) return null;
    const attachments: StoredAttachment[] | undefined = mail.attachments?.map((file) =>
      file.from
        ? { filename: file.filename, contentType: file.contentType, content: '', from: file.from }
        : {
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content).toString('base64'),
          },
    );
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
}
