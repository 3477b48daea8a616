import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';
import { Job } from './job.entity.js';
import { User } from './user.entity.js';
import type { Stage } from './job-request-stages.js';

export const GRADES = ['Excellent', 'Very good', 'Good', 'Fair'] as const;

@Entity('job_requests')
@Index('idx_job_requests_stage_id', ['stage', 'id'])
export class JobRequest {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer', nullable: true }) job_id: number | null;
  @ManyToOne(() => Job, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'job_id' })
  job: Relation<Job> | null;
  @Column({ type: 'integer', nullable: true }) user_id: number | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User> | null;
  @Index() @Column({ type: 'varchar', length: 191 }) full_name: string;
  @Column({ type: 'varchar', length: 100 }) country: string;
  @Column({ type: 'varchar', length: 191 }) email: string;
  @Column({ type: 'varchar', length: 32, nullable: true }) phone: string | null;
  @Index() @Column({ type: 'varchar', length: 16, nullable: true }) gpa: string | null;
  /** Private storage key of the CV. */
  @Column({ type: 'varchar', length: 255 }) cv: string;
  /** Where the application is in the hiring pipeline (see stages.ts). */
  @Column({ type: 'varchar', length: 16, default: 'new' }) stage: Stage;
  @Index() @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
