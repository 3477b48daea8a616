import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CreatedAt } from '../common/entity-columns.js';
import { Course } from './course.entity.js';
import { User } from './user.entity.js';

/**
 * A booking's states (ADR 0017): `booked` when paid, `attended` once staff mark it, `cancelled`
 * by the buyer or staff. A move keeps the row (session_id changes, moved_from_session_id says
 * from where). Booked and attended are "live": at most one live booking per user and course.
 */
export const BOOKING_STATUSES = ['booked', 'attended', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const LIVE_BOOKING: BookingStatus[] = ['booked', 'attended'];

/** A booking (a booked course, or a dated seat of it): made only by a verified paid payment. */
@Entity('purchases')
@Index('idx_purchases_user_id_course_id', ['user_id', 'course_id'])
export class Purchase {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer' }) user_id: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;
  @Index() @Column({ type: 'integer' }) course_id: number;
  @ManyToOne(() => Course, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'course_id' })
  course: Relation<Course>;
  @Column({ type: 'integer', nullable: true }) payment_order_id: number | null;
  /** The dated session booked (ADR 0011); null for a course without sessions. */
  @Index() @Column({ type: 'integer', nullable: true }) session_id: number | null;
  /**
   * Declared by entity name (no import of sessions/): the schema's metadata knows bookings point
   * at sessions (RESTRICT, as in the migration), so readers that follow dependents see them.
   */
  @ManyToOne('CourseSession', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'session_id' })
  session: Relation<{ id: number; starts_at: Date; ends_at: Date; location: string }> | null;
  /** Marked by staff after the session. */
  @Column({ type: 'boolean', default: false }) attended: boolean;
  /** When the two-days-before reminder was written to the outbox. */
  @Column({ type: 'datetime', nullable: true }) reminder_sent_at: Date | null;
  @Index() @Column({ type: 'varchar', length: 16, default: 'booked' }) status: BookingStatus;
  @Column({ type: 'datetime', nullable: true }) cancelled_at: Date | null;
  @Column({ type: 'text', nullable: true }) cancel_reason: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) cancelled_by: 'buyer' | 'staff' | null;
  @Column({ type: 'integer', nullable: true }) moved_from_session_id: number | null;
  @Column({ type: 'datetime', nullable: true }) moved_at: Date | null;
  @CreatedAt() created_at: Date;
}
