import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { And, DataSource, IsNull, LessThanOrEqual, MoreThan } from 'typeorm';
import { Conflict, ValidationFailed } from '../common/http/api-error.js';
import { PeriodicJobs } from '../common/periodic/periodic-jobs.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { COMPANY } from '../config/company.js';
import { inTransaction } from '../database/transaction.js';
import { Outbox } from '../mail/outbox.js';
import { certificateExpiryMail } from './certificate-mails.js';
import { Certificate } from '../model/certificate.entity.js';
import {
  cairoDay,
  certificateStatus,
  type CertificateStatus,
  parseExpiry,
  VERIFICATION_CODE,
} from './certificate-status.js';

/** What anyone holding a certificate's code learns: no email, phone, id or file. */
export interface CertificateVerification {
  code: string;
  holder: string;
  course: string;
  /** The course's Arabic name ('' when none was entered): the /ar page shows it. */
  course_ar: string;
  issuer: string;
  issued_on: string;
  expires_on: string | null;
  revoked_on: string | null;
  status: CertificateStatus;
}

/** The holder is reminded this long before the expiry. */
export const REMINDER_DAYS = 30;
const BATCH = 200;

/**
 * Issue 14 item 2: public verification by code, expiry and revocation by staff, and the expiry
 * reminder each holder gets once, 30 days before: the periodic job `certificate-expiry`, hourly
 * by default (CERTIFICATE_SWEEP_MS, ADR 0019). Runs may overlap: each reminder is claimed by a
 * conditional UPDATE in the transaction that enqueues its mail.
 */
@Injectable()
export class CertificateLifecycleService implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly periodic: PeriodicJobs,
  ) {}

  onModuleInit(): void {
    this.periodic.register({
      name: 'certificate-expiry',
      everyMs: this.config.jobs.certificateSweepMs,
      run: async () => ({ reminded: await this.sendExpiryReminders() }),
    });
  }

  /** GET /certificates/verify/:code (public). Unknown and malformed codes are both 404. */
  async verify(code: string): Promise<CertificateVerification> {
    const row = VERIFICATION_CODE.test(code)
      ? await this.db.getRepository(Certificate).findOne({
          where: { verification_code: code },
          relations: { user: true, course: true },
        })
      : null;
    if (!row) throw new NotFoundException('No certificate has this verification code');
    return {
      code: row.verification_code,
      holder: row.user.name,
      course: row.course.name,
      course_ar: row.course.name_ar,
      issuer: COMPANY.name,
      issued_on: cairoDay(row.created_at),
      expires_on: row.expires_at ? cairoDay(row.expires_at) : null,
      revoked_on: row.revoked_at ? cairoDay(row.revoked_at) : null,
      status: certificateStatus(row),
    };
  }

  /** POST /certificates/:id/expiry: sets (or removes) the expiry; a new date may be reminded again. */
  async setExpiry(id: number, value: unknown): Promise<number> {
    const expiresAt = parseExpiry(value);
    const repo = this.db.getRepository(Certificate);
    const row = await repo.findOneBy({ id });
    if (!row) throw new NotFoundException('Certificate not found');
    await repo.update(id, { expires_at: expiresAt, reminder_sent_at: null });
    return id;
  }

  /** POST /certificates/:id/revoke: once; the public page then says revoked. */
  async revoke(id: number, reason: string | undefined): Promise<number> {
    const text = (reason ?? '').trim();
    if (text.length > 500) {
      throw new ValidationFailed('The reason must be at most 500 characters', {
        reason: 'At most 500 characters',
      });
    }
    const repo = this.db.getRepository(Certificate);
    const row = await repo.findOneBy({ id });
    if (!row) throw new NotFoundException('Certificate not found');
    const done = await repo.update(
      { id, revoked_at: IsNull() },
      { revoked_at: new Date(), revoked_reason: text || null },
    );
    if (!done.affected) throw new Conflict('This certificate is already revoked');
    return id;
  }

  /** Mails every holder whose certificate expires within 30 days and was not reminded yet. */
  async sendExpiryReminders(now = new Date()): Promise<number> {
    const horizon = new Date(now.getTime() + REMINDER_DAYS * 24 * 3600_000);
    const due = await this.db.getRepository(Certificate).find({
      select: { id: true },
      where: {
        expires_at: And(MoreThan(now), LessThanOrEqual(horizon)),
        reminder_sent_at: IsNull(),
        revoked_at: IsNull(),
      },
      order: { id: 'ASC' },
      take: BATCH,
    });
    let sent = 0;
    for (const { id } of due) {
      const mailed = await inTransaction(this.db, async (manager) => {
        const claimed = await manager
          .createQueryBuilder()
          .update(Certificate)
          .set({ reminder_sent_at: now })
          .where('id = :id AND reminder_sent_at IS NULL AND revoked_at IS NULL', { id })
          .andWhere('expires_at > :now AND expires_at <= :horizon', { now, horizon })
          .execute();
        if (!claimed.affected) return false;
        const row = await manager.findOneOrFail(Certificate, {
          where: { id },
          relations: { user: true, course: true },
        });
        await this.outbox.enqueue(manager, certificateExpiryMail(row, this.config.publicUrl));
        return true;
      });
      if (mailed) sent += 1;
    }
    return sent;
  }
}
