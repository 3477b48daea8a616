import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import { PeriodicJobs } from '../common/periodic/periodic-jobs.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AttachmentSources } from './attachment-sources.js';
import { Mailer } from './mailer.js';
import { OutboxMail, type StoredAttachment } from '../model/outbox-mail.entity.js';

/** A claimed mail is not offered to another worker for this long (a send that hangs). */
const CLAIM_MS = 5 * 60_000;
/** Retries wait base × 2^(attempt − 1), at most an hour: an outage of a day loses nothing. */
const MAX_BACKOFF_MS = 60 * 60_000;

export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface DeliveryRound {
  sent: number;
  failed: number;
}

/**
 * Sends what the outbox holds, oldest first: the periodic job `outbox`, every MAIL_POLL_MS when
 * SMTP_URL is set (one run per tick across processes with REDIS_URL, ADR 0019). Runs may still
 * overlap (a test's call, a tick retried after a crash): each mail is claimed by a conditional
 * UPDATE (moving its next attempt forward) before it is sent, so only one run sends it.
 */
@Injectable()
export class OutboxWorker implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private round?: Promise<DeliveryRound>;

  constructor(
    @InjectRepository(OutboxMail) private readonly mails: Repository<OutboxMail>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: Mailer,
    private readonly periodic: PeriodicJobs,
    private readonly sources: AttachmentSources,
  ) {}

  onModuleInit(): void {
    if (!this.mailer.enabled) return;
    this.periodic.register({
      name: 'outbox',
      everyMs: this.config.mail.pollMs,
      run: () => this.deliverDue(),
    });
  }

  /** A run still going (a test's call) ends before the database closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.round?.catch(() => undefined);
  }

  /** One delivery round (the timer's, or a test's); overlapping calls share the running one. */
  deliverDue(now = new Date(), limit = 50): Promise<DeliveryRound> {
    this.round ??= this.deliver(now, limit).finally(() => (this.round = undefined));
    return this.round;
  }

  private async deliver(now: Date, limit: number): Promise<DeliveryRound> {
    const result: DeliveryRound = { sent: 0, failed: 0 };
    if (!this.mailer.enabled) return result;
    const due = await this.mails.find({
      select: { id: true },
      where: { status: 'pending', next_attempt_at: LessThanOrEqual(now) },
      order: { id: 'ASC' },
      take: limit,
    });
    for (const { id } of due) {
      const mail = await this.claim(id, now);
      if (!mail) continue;
      try {
        await this.mailer.send({
          to: JSON.parse(mail.recipients) as string[],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.reply_to ?? undefined,
          attachments: mail.attachments
            ? await Promise.all(
                (JSON.parse(mail.attachments) as StoredAttachment[]).map(async (file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  // A receipt's PDF is made (or read from storage) now, after the commit.
                  content: file.from
                    ? await this.sources.bytes(file.from)
                    : Buffer.from(file.content, 'base64'),
                })),
              )
            : undefined,
          messageId: this.messageId(mail),
        });
        await this.mails.update(mail.id, { status: 'sent', sent_at: new Date(), last_error: null });
        result.sent += 1;
      } catch (error) {
        const wait = backoffMs(mail.attempts, this.config.mail.retryBaseMs);
        await this.mails.update(mail.id, {
          next_attempt_at: new Date(now.getTime() + wait),
          last_error: String((error as Error).message ?? error).slice(0, 500),
        });
        result.failed += 1;
        this.logger.warn(`Mail ${mail.id} not sent (attempt ${mail.attempts}); next in ${wait} ms`);
      }
    }
    return result;
  }

  /**
   * One per outbox row, the same on every attempt: a send repeated after a crash (at-least-once)
   * is recognisably one mail to a receiver, and a test can count each row's arrivals. Staff's
   * "Send again" of a mail already sent gets a new one (a receiver would drop a known one).
   */
  private messageId(mail: OutboxMail): string {
    const host = new URL(this.config.publicUrl).hostname;
    return mail.sent_at
      ? `<outbox-${mail.id}.${mail.attempts}@${host}>`
      : `<outbox-${mail.id}@${host}>`;
  }

  private async claim(id: number, now: Date): Promise<OutboxMail | null> {
    const mail = await this.mails.findOneBy({ id });
    if (!mail || mail.status !== 'pending') return null;
    const claimed = await this.mails.update(
      { id, status: 'pending', attempts: mail.attempts, next_attempt_at: LessThanOrEqual(now) },
      { attempts: mail.attempts + 1, next_attempt_at: new Date(now.getTime() + CLAIM_MS) },
    );
    if (claimed.affected !== 1) return null;
    mail.attempts += 1;
    return mail;
  }
}
