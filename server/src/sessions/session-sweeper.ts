import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Brackets, DataSource, IsNull } from 'typeorm';
import { PeriodicJobs } from '../common/periodic/periodic-jobs.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { inTransaction } from '../database/transaction.js';
import { Outbox } from '../mail/outbox.js';
import { Purchase } from '../model/purchase.entity.js';
import { CourseSession } from '../model/course-session.entity.js';
import { lockSession } from '../booking/seats.js';
import { reminderMail } from './session-mails.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import { promoteWaitlist } from './waitlist.js';

/** Reminders go out this long before a session starts. */
export const REMINDER_BEFORE_MS = 2 * 24 * 60 * 60_000;

export interface SweepResult {
  offers: number;
  reminders: number;
}

/**
 * The periodic job `session-sweep`, every SESSION_SWEEP_MS (ADR 0019): lapsed holds and offers
 * pass their seats down the waitlist, and reminders go out two days before. Each step is safe
 * when runs overlap: promotion runs under the session's lock, and a reminder is claimed by a
 * conditional UPDATE before its mail.
 */
@Injectable()
export class SessionSweeper implements OnModuleInit, OnApplicationShutdown {
  private running?: Promise<SweepResult>;

  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly periodic: PeriodicJobs,
  ) {}

  onModuleInit(): void {
    this.periodic.register({
      name: 'session-sweep',
      everyMs: this.config.sessions.sweepMs,
      run: () => this.sweep(),
    });
  }

  /** A run still going (a test's call) ends before the database closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** One sweep (the timer's, or a test's); overlapping calls share the running one. */
  sweep(now = new Date()): Promise<SweepResult> {
    this.running ??= this.run(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(now: Date): Promise<SweepResult> {
    return { offers: await this.promote(now), reminders: await this.remind(now) };
  }

  /** Sessions whose queue may move: someone waits or an offer is out. */
  private async promote(now: Date): Promise<number> {
    const rows = await this.db
      .getRepository(SessionWaitlistEntry)
      .createQueryBuilder('entry')
      .select('DISTINCT entry.session_id', 'session_id')
      .where('entry.status IN (:...statuses)', { statuses: ['waiting', 'offered'] })
      .getRawMany<{ session_id: number }>();
    let offers = 0;
    for (const { session_id } of rows) {
      offers += await inTransaction(this.db, async (manager) => {
        const session = await lockSession(manager, Number(session_id));
        if (!session) return 0;
        return promoteWaitlist(
          manager,
          session,
          { outbox: this.outbox, publicUrl: this.config.publicUrl },
          now,
        );
      });
    }
    return offers;
  }

  private async remind(now: Date): Promise<number> {
    const due = await this.db
      .getRepository(Purchase)
      .createQueryBuilder('purchase')
      .innerJoin(CourseSession, 'session', 'session.id = purchase.session_id')
      .where('purchase.reminder_sent_at IS NULL')
      .andWhere('purchase.status = :booked', { booked: 'booked' })
      .andWhere('session.status = :scheduled', { scheduled: 'scheduled' })
      .andWhere(
        new Brackets((where) =>
          where.where('session.starts_at > :now', { now }).andWhere('session.starts_at <= :soon', {
            soon: new Date(now.getTime() + REMINDER_BEFORE_MS),
          }),
        ),
      )
      .select('purchase.id', 'id')
      .getRawMany<{ id: number }>();
    let sent = 0;
    for (const { id } of due) {
      sent += await inTransaction(this.db, async (manager) => {
        const claimed = await manager.update(
          Purchase,
          { id: Number(id), reminder_sent_at: IsNull() },
          { reminder_sent_at: now },
        );
        if (!claimed.affected) return 0;
        const purchase = await manager.findOneOrFail(Purchase, {
          where: { id: Number(id) },
          relations: { user: true, course: true },
        });
        const session = await manager.findOneByOrFail(CourseSession, { id: purchase.session_id! });
        await this.outbox.enqueue(
          manager,
          reminderMail(purchase.user, purchase.course, session, this.config.publicUrl),
        );
        return 1;
      });
    }
    return sent;
  }
}
