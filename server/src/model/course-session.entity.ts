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
import { Course } from './course.entity.js';

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** One dated run of a course with a number of seats (ADR 0011). Times are stored in UTC. */
@Entity('course_sessions')
export class CourseSession {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) course_id: number;
  @ManyToOne(() => Course, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'course_id' })
  course: Relation<Course>;
  @Column({ type: 'datetime', nullable: true }) starts_at: Date;
  @Column({ type: 'datetime', nullable: true }) ends_at: Date;
  @Column({ type: 'varchar', length: 191 }) location: string;
  @Column({ type: 'integer' }) capacity: number;
  @Column({ type: 'varchar', length: 60, default: 'English' }) language: string;
  @Column({ type: 'varchar', length: 16, default: 'scheduled' }) status: SessionStatus;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
