import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { CreatedAt } from '../common/entity-columns.js';
import { Course } from '../courses/course.entity.js';
import { User } from '../users/user.entity.js';

/** A booked course: made only by a verified paid payment. */
@Entity('purchases')
@Unique('uq_purchases_user_course', ['user_id', 'course_id'])
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
  /** Marked by staff after the session. */
  @Column({ type: 'boolean', default: false }) attended: boolean;
  /** When the two-days-before reminder was written to the outbox. */
  @Column({ type: 'datetime', nullable: true }) reminder_sent_at: Date | null;
  @CreatedAt() created_at: Date;
}
