import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';
import { Choice, RichText, TEXT_COLUMN_BYTES, Text } from '../common/resource/fields.js';

export const JOB_TYPES = ['all', 'instructor'] as const;
export type JobType = (typeof JOB_TYPES)[number];

@Entity('jobs')
export class Job {
  @PrimaryGeneratedColumn() id: number;
  @Text({ index: true, search: 'contains', translated: true }) title: string;
  @Text({ search: 'contains', translated: true }) category: string;
  @RichText({ maxBytes: TEXT_COLUMN_BYTES, translated: true }) description: string;
  /** Declared by `translated` (fields.ts): the Arabic a visitor on /ar reads. */
  declare title_ar: string;
  declare category_ar: string;
  declare description_ar: string;
  @Choice(JOB_TYPES, 'Choose the job type: all or instructor', {
    default: 'all',
    index: true,
    search: 'exact',
  })
  type: JobType;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
