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
import { User } from './user.entity.js';

/**
 * `replaced`: the buyer chose another date (or started over) and a newer order of the same
 * course took its place (DECISIONS 21): it holds no seat, and a payment that still arrives for
 * it is refunded automatically.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'declined', 'expired', 'replaced'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The parts of the booked session an order's readers use. */
export interface OrderSession {
  id: number;
  starts_at: Date;
  ends_at: Date;
  location: string;
}

/** What we asked the provider to charge; the amount always comes from the course price. */
@Entity('payment_orders')
export class PaymentOrder {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) user_id: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;
  @Index() @Column({ type: 'integer' }) course_id: number;
  @ManyToOne(() => Course, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'course_id' })
  course: Relation<Course>;
  /** The dated session booked (ADR 0011); null for a course without sessions. */
  @Index() @Column({ type: 'integer', nullable: true }) session_id: number | null;
  /**
   * Named by entity name, not imported: payments know nothing of sessions (import boundaries);
   * the payments list reads the session's times through it.
   */
  @ManyToOne('CourseSession', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'session_id' })
  session: Relation<OrderSession> | null;
  /** While pending and later than now, this order holds one of the session's seats. */
  @Column({ type: 'datetime', nullable: true }) hold_until: Date | null;
  @Column({ type: 'integer' }) amount_cents: number;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Index() @Column({ type: 'varchar', length: 16, default: 'pending' }) status: OrderStatus;
  @Column({ type: 'varchar', length: 64, unique: true }) merchant_reference: string;
  @Index() @Column({ type: 'varchar', length: 64, nullable: true }) provider_order_id:
    string | null;
  @Column({ type: 'varchar', length: 16 }) provider: string;
  /** The provider's payment page, answered again while the order is open (DECISIONS 21). */
  @Column({ type: 'varchar', length: 2048, nullable: true }) checkout_url: string | null;
  /** Checkout form (first_name, last_name, phone_number, city, street, building, floor, apartment). */
  @Column({ type: 'simple-json' }) billing: Record<string, string>;
  /**
   * The company a buyer bought for and its tax registration number (issue 26 item 17), printed
   * on the receipt; null for a private buyer. Kept apart from `billing`, which goes to Paymob.
   */
  @Column({ type: 'varchar', length: 150, nullable: true }) company_name: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) tax_registration_number: string | null;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
