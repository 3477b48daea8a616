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
import { PaymentOrder } from './payment-order.entity.js';

export const REFUND_STATUSES = [
  'none',
  'due',
  'requested',
  'partially_refunded',
  'refunded',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One provider transaction, recorded once (unique provider id) from a verified callback. */
@Entity('payment_transactions')
export class PaymentTransaction {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 64, unique: true }) provider_transaction_id: string;
  @Index() @Column({ type: 'integer', nullable: true }) payment_order_id: number | null;
  @ManyToOne(() => PaymentOrder, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'payment_order_id' })
  payment_order: Relation<PaymentOrder> | null;
  @Column({ type: 'varchar', length: 191 }) first_name: string;
  @Index() @Column({ type: 'varchar', length: 191 }) email: string;
  @Column({ type: 'varchar', length: 32 }) phone_number: string;
  @Column({ type: 'boolean' }) success: boolean;
  @Column({ type: 'boolean', default: false }) pending: boolean;
  @Column({ type: 'integer' }) amount_cents: number;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  /**
   * A successful payment that booked nothing (its order or the course was already paid by
   * another transaction, DECISIONS 21): the money is owed back; staff refund it in Paymob.
   */
  @Column({ type: 'boolean', default: false }) refund_due: boolean;
  /** What has come back to the buyer so far (refund callbacks add up; at most amount_cents). */
  @Column({ type: 'integer', default: 0 }) refunded_cents: number;
  /** none | due | requested | partially_refunded | refunded (ADR 0017). */
  @Index() @Column({ type: 'varchar', length: 24, default: 'none' }) refund_status: RefundStatus;
  /** A child transaction (refund, void, capture): the provider id of the payment it belongs to. */
  @Column({ type: 'varchar', length: 64, nullable: true }) parent_provider_transaction_id:
    string | null;
  /** This row is a refund reported by the provider (our request or Paymob's dashboard). */
  @Column({ type: 'boolean', default: false }) is_refund: boolean;
  @Index() @CreatedAt() created_at: Date;
}
