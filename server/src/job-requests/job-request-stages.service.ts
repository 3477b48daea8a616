import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Principal } from '../common/access/roles.js';
import { ValidationFailed } from '../common/http/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { COMPANY } from '../config/company.js';
import { cachedCount } from '../database/table-versions.js';
import { inTransaction } from '../database/transaction.js';
import { brandMail } from '../mail/brand-mail.js';
import { Outbox, type OutgoingMail } from '../mail/outbox.js';
import { User } from '../model/user.entity.js';
import { JobRequest } from '../model/job-request.entity.js';
import { JobRequestStageChange } from '../model/job-request-stage-change.entity.js';
import {
  isStage,
  NOTIFIABLE_STAGES,
  type Stage,
  STAGE_LABELS,
  STAGES,
} from '../model/job-request-stages.js';

export interface StageMove {
  stage: unknown;
  note?: unknown;
  notify?: unknown;
}

const NOTE_MAX = 2000;

/**
 * The hiring pipeline (issue 14, item 4): staff move an application between stages; each move
 * is dated history, and a move to interview or rejected may mail the applicant, all in one
 * transaction (the mail through the outbox).
 */
@Injectable()
export class JobRequestStagesService {
  constructor(
    @InjectRepository(JobRequest) private readonly requests: Repository<JobRequest>,
    @InjectRepository(JobRequestStageChange)
    private readonly changes: Repository<JobRequestStageChange>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: Outbox,
  ) {}

  async move(id: number, body: StageMove, actor: Principal) {
    const { stage, note, notify } = this.checked(body);
    return inTransaction(this.requests.manager.connection, async (manager) => {
      const row = await manager.getRepository(JobRequest).findOne({
        where: { id },
        relations: { job: true },
      });
      if (!row) throw new NotFoundException('Job request not found');
      if (notify && !NOTIFIABLE_STAGES.includes(stage)) {
        const message = `The applicant can be told by mail only of a move to ${NOTIFIABLE_STAGES.map((s) => STAGE_LABELS[s]).join(' or ')}`;
        throw new ValidationFailed(message, { notify: message });
      }
      const from = row.stage;
      await manager.getRepository(JobRequest).save({ id, stage });
      const staff = await manager.getRepository(User).findOneBy({ id: actor.id });
      const change = await manager.getRepository(JobRequestStageChange).save(
        manager.getRepository(JobRequestStageChange).create({
          job_request_id: id,
          from_stage: from,
          to_stage: stage,
          note,
          notified: notify,
          user_id: actor.id,
          user_name: staff?.name ?? null,
        }),
      );
      if (notify) await this.outbox.enqueue(manager, this.applicantMail(row, stage));
      return { id, stage, change: this.presentChange(change) };
    });
  }

  async history(id: number) {
    if (!(await this.requests.existsBy({ id }))) {
      throw new NotFoundException('Job request not found');
    }
    const rows = await this.changes.find({
      where: { job_request_id: id },
      order: { id: 'DESC' },
    });
    return rows.map((row) => this.presentChange(row));
  }

  /** How many applications are at each stage; exact, and counted again only after a write. */
  async counts(): Promise<Record<Stage, number>> {
    const db = this.requests.manager.connection;
    const totals = await Promise.all(
      STAGES.map((stage) =>
        cachedCount(db, this.requests.metadata.tableName, { stage }, () =>
          this.requests.countBy({ stage }),
        ),
      ),
    );
    return Object.fromEntries(STAGES.map((stage, i) => [stage, totals[i]])) as Record<
      Stage,
      number
    >;
  }

  private checked(body: StageMove): { stage: Stage; note: string | null; notify: boolean } {
    const { stage, note, notify } = body ?? {};
    if (!isStage(stage)) {
      const message = `Choose a stage: ${STAGES.map((s) => STAGE_LABELS[s]).join(', ')}`;
      throw new ValidationFailed(message, { stage: message });
    }
    if (note !== undefined && note !== null && typeof note !== 'string') {
      throw new ValidationFailed('The note must be text', { note: 'The note must be text' });
    }
    const trimmed = typeof note === 'string' ? note.trim() : '';
    if (trimmed.length > NOTE_MAX) {
      const message = `The note must be at most ${NOTE_MAX} characters`;
      throw new ValidationFailed(message, { note: message });
    }
    const flag = notify === true || notify === 'true' || notify === 1 || notify === '1';
    return { stage, note: trimmed || null, notify: flag };
  }

  private presentChange(row: JobRequestStageChange) {
    return {
      id: row.id,
      from_stage: row.from_stage,
      to_stage: row.to_stage,
      note: row.note,
      notified: Boolean(row.notified),
      user_id: row.user_id,
      user_name: row.user_name,
      created_at: row.created_at,
    };
  }

  private applicantMail(row: JobRequest, stage: Stage): OutgoingMail {
    const job = row.job?.title ?? 'the position you applied for';
    const careers = `${this.config.publicUrl}/careers`;
    const invitation = stage === 'interview';
    return {
      kind: invitation ? 'application-interview' : 'application-rejected',
      to: [row.email],
      subject: invitation
        ? `Interview invitation: ${job} at ${COMPANY.name}`
        : `Your application for ${job} at ${COMPANY.name}`,
      ...brandMail({
        title: invitation ? 'We would like to meet you' : 'Thank you for your application',
        paragraphs: invitation
          ? [
              `Dear ${row.full_name},`,
              `Thank you for applying for ${job}. We were impressed by your application and would like to invite you to an interview.`,
              'Our recruitment team will contact you shortly to agree on a date and time.',
            ]
          : [
              `Dear ${row.full_name},`,
              `Thank you for your interest in ${job} and for the time you gave your application.`,
              'After careful review we have decided not to continue with your application for this position. We will keep your details and may contact you about future openings.',
            ],
        facts: [
          ['Position', job],
          ['Reference', `JR-${row.id}`],
        ],
        action: invitation ? undefined : { label: 'See our open positions', url: careers },
        after: [`Kind regards,`, `The ${COMPANY.name} recruitment team`],
      }),
    };
  }
}
