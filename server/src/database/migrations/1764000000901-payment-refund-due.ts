import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue 9: payments are never lost from the records (DECISIONS 21). A successful payment that
 * booked nothing is kept and marked `refund_due`; an open order keeps its provider payment page
 * (`checkout_url`) so a second initiate-payment answers the same page.
 */
export class PaymentRefundDue1764000000901 implements MigrationInterface {
  name = 'PaymentRefundDue1764000000901';

  async up(db: QueryRunner): Promise<void> {
    await db.addColumn(
      'payment_transactions',
      new TableColumn({ name: 'refund_due', type: 'boolean', default: 0 }),
    );
    await db.addColumn(
      'payment_orders',
      new TableColumn({ name: 'checkout_url', type: 'varchar', length: '2048', isNullable: true }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropColumn('payment_orders', 'checkout_url');
    await db.dropColumn('payment_transactions', 'refund_due');
  }
}
