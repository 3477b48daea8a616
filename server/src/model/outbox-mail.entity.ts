import { Column, Entity, Index } from 'typeorm';
import { Row } from '../common/resource/row.js';

export type OutboxStatus = 'pending' | 'sent';

/** A file sent with a mail, kept in the row as base64 so the mail is complete on its own. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64; '' when `from` names what makes the bytes at sending (mail/attachment-sources.ts). */
  content: string;
  from?: { source: string; id: number };
}

/**
 * One mail the site has to send (issue 13: the outbox). It is written in the same transaction as
 * the event that causes it, so a rolled-back booking sends nothing and a committed one is never
 * forgotten; the worker (`OutboxWorker`) sends it later and retries until the server accepts it.
 */
@Entity('mail_outbox')
@Index('idx_mail_outbox_status_next_attempt_at', ['status', 'next_attempt_at'])
export class OutboxMail extends Row {
  /** What the mail is about, e.g. `booking-confirmation`, `contact-message` (dashboard filter). */
  @Column({ type: 'varchar', length: 60 }) kind: string;
  /** JSON array of addresses. */
  @Column({ type: 'text' }) recipients: string;
  @Column({ type: 'varchar', length: 191, nullable: true }) reply_to: string | null;
  @Column({ type: 'varchar', length: 255 }) subject: string;
  @Column({ type: 'text' }) html: string;
  @Column({ type: 'text' }) text: string;
  /** JSON array of StoredAttachment, or null. */
  @Column({ type: 'text', nullable: true }) attachments: string | null;
  @Column({ type: 'varchar', length: 16, default: 'pending' }) status: OutboxStatus;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  /** When the worker may try (again); a claim moves it forward so two workers never both send. */
  @Column({ type: 'datetime' }) next_attempt_at: Date;
  @Column({ type: 'varchar', length: 500, nullable: true }) last_error: string | null;
  @Column({ type: 'datetime', nullable: true }) sent_at: Date | null;
}
