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
import { User } from './user.entity.js';
import { CourseSession } from './course-session.entity.js';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * A place in a full session's queue. The order is the id (first come, first served); an
 * `offered` entry holds a freed seat for its user until `offer_expires_at`.
 */
@Entity('session_waitlist')
export class SessionWaitlistEntry {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) session_id: number;
  @ManyToOne(() => CourseSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session: Relation<CourseSession>;
  @Index() @Column({ type: 'integer' }) user_id: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;
  @Column({ type: 'varchar', length: 16, default: 'waiting' }) status: WaitlistStatus;
  @Column({ type: 'datetime', nullable: true }) offer_expires_at: Date | null;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
