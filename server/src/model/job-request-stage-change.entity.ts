import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../common/entity-columns.js';

/** One move of an application through the pipeline: the dated history staff read. */
@Entity('job_request_stage_changes')
export class JobRequestStageChange {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) job_request_id: number;
  @Column({ type: 'varchar', length: 16, nullable: true }) from_stage: string | null;
  @Column({ type: 'varchar', length: 16 }) to_stage: string;
  @Column({ type: 'text', nullable: true }) note: string | null;
  /** Whether the applicant was sent a mail about this move. */
  @Column({ type: 'boolean', default: false }) notified: boolean;
  @Column({ type: 'integer', nullable: true }) user_id: number | null;
  /** The staff member's name when it happened (the history outlives an account). */
  @Column({ type: 'varchar', length: 191, nullable: true }) user_name: string | null;
  @CreatedAt() created_at: Date;
}
