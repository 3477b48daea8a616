import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';

export const JOB_TYPES = ['all', 'instructor'] as const;
export type JobType = (typeof JOB_TYPES)[number];

@Entity('jobs')
export class Job {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'varchar', length: 191 }) title: string;
  @Column({ type: 'varchar', length: 191 }) category: string;
  /** Sanitised HTML. */
  @Column({ type: 'text' }) description: string;
  @Index() @Column({ type: 'varchar', length: 16, default: 'all' }) type: JobType;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
