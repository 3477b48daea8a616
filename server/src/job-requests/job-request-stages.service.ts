import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Principal } from '../common/access/roles.js';
import { ValidationFailed } from '../common/http/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { cachedCount } from '../database/table-versions.js';
import { inTransaction } from '../database/transaction.js';
import { Outbox } from '../mail/outbox.js';
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
import { applicationStageMail } from './application-mails.js';

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
      if (notify) {
        const careers = `${this.config.publicUrl}/careers`;
        await this.outbox.enqueue(manager, applicationStageMail(row, stage, careers));
      }
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
}
