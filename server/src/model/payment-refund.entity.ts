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
import { PaymentTransaction } from './payment-transaction.entity.js';

export type RefundRowStatus = 'requested' | 'done' | 'failed';

/**
 * One refund of a paid transaction (ADR 0017): asked of Paymob by us (`requested`, then `done`
 * when its refund callback arrives, `failed` when Paymob refused), or made in Paymob's own
 * dashboard (recorded `done` from the callback alone). `requested_by` is the staff member, or
 * null for an automatic refund or one made in Paymob's dashboard.
 */
@Entity('payment_refunds')
export class PaymentRefund {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ type: 'integer' }) payment_transaction_id: number;
  @ManyToOne(() => PaymentTransaction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_transaction_id' })
  payment_transaction: Relation<PaymentTransaction>;
  @Column({ type: 'integer' }) amount_cents: number;
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  provider_refund_transaction_id: string | null;
  @Column({ type: 'varchar', length: 16, default: 'requested' }) status: RefundRowStatus;
  @Column({ type: 'integer', nullable: true }) requested_by: number | null;
  /** Why (automatic: "second payment", "replaced order", "cancelled by the buyer"…). */
  @Column({ type: 'varchar', length: 191, nullable: true }) reason: string | null;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
