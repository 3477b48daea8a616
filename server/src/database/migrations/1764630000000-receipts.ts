import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { fk, id, int, stamp, str } from '../columns.js';

/** Issue 14 item 1: numbered receipts of paid orders, and the per-year counter they take. */
export class Receipts1764630000000 implements MigrationInterface {
  name = 'Receipts1764630000000';

  async up(db: QueryRunner): Promise<void> {
    await db.createTable(
      new Table({
        name: 'receipt_counters',
        columns: [
          { ...int('year'), isPrimary: true },
          { ...int('last_number'), default: 0 },
        ],
      }),
    );
    await db.createTable(
      new Table({
        name: 'receipts',
        columns: [
          id(),
          { ...str('number', 20), isUnique: true },
          { ...int('payment_order_id', true), isUnique: true },
          str('provider_transaction_id', 64),
          str('buyer_name'),
          str('buyer_email'),
          str('course_name'),
          str('session_label', 191, true),
          int('amount_cents'),
          str('currency', 3),
          stamp('issued_at'),
          stamp('created_at'),
        ],
        foreignKeys: [fk('payment_order_id', 'payment_orders', 'SET NULL')],
      }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('receipts');
    await db.dropTable('receipt_counters');
  }
}
