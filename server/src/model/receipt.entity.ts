import {
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CreatedAt } from '../common/entity-columns.js';
import { PaymentOrder } from './payment-order.entity.js';

/**
 * A receipt as issued: its facts are copied from the order when it is paid, so renaming the
 * course or the account later never changes a receipt already given to an employer.
 */
@Entity('receipts')
export class Receipt {
  @PrimaryGeneratedColumn() id: number;
  /** PL-YYYY-NNNNNN: the Cairo year of payment and its rank in that year. */
  @Column({ type: 'varchar', length: 20, unique: true }) number: string;
  @Column({ type: 'integer', nullable: true, unique: true }) payment_order_id: number | null;
  @OneToOne(() => PaymentOrder, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'payment_order_id' })
  payment_order: Relation<PaymentOrder> | null;
  @Column({ type: 'varchar', length: 64 }) provider_transaction_id: string;
  @Column({ type: 'varchar', length: 191 }) buyer_name: string;
  @Column({ type: 'varchar', length: 191 }) buyer_email: string;
  /** The buying company and its tax registration number, when the buyer gave them. */
  @Column({ type: 'varchar', length: 150, nullable: true }) company_name: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) tax_registration_number: string | null;
  /** The course's name in the buyer's language when it was issued (Arabic name, else English). */
  @Column({ type: 'varchar', length: 191 }) course_name: string;
  /** The session's dates and place when the booking was for one. */
  @Column({ type: 'varchar', length: 191, nullable: true }) session_label: string | null;
  @Column({ type: 'integer' }) amount_cents: number;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'datetime' }) issued_at: Date;
  /** The buyer's language when it was issued: the PDF is written in it ('en' or 'ar'). */
  @Column({ type: 'varchar', length: 2, default: 'en' }) locale: string;
  /**
   * Private storage key of the PDF, rendered once the first time it is needed (a download, the
   * confirmation mail) and served from storage after that; null until then.
   */
  @Column({ type: 'varchar', length: 255, nullable: true }) pdf_key: string | null;
  @CreatedAt() created_at: Date;
}

/** The last receipt number of each Cairo year; its row is locked while a number is taken. */
@Entity('receipt_counters')
export class ReceiptCounter {
  @PrimaryColumn({ type: 'integer' }) year: number;
  @Column({ type: 'integer', default: 0 }) last_number: number;
}
