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
  @CreatedAt() created_at: Date;
}
