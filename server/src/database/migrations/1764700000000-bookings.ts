import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
} from 'typeorm';
import { fk, id, index, int, stamp, str, text } from '../columns.js';

/**
 * Issue 22 (ADR 0017): a booking is a dated seat with a state. Purchases get a status and the
 * facts of a cancellation or move; the paying transaction its refund state; each refund is a
 * row of `payment_refunds`; a certificate may name the session it was issued for.
 * The unique (user, course) of purchases goes: a cancelled booking may be followed by another
 * date ("one live booking per user and course" is kept in code under the buyer's lock).
 * Existing purchases become `booked`, or `attended` where staff marked attendance.
 */
export class Bookings1764700000000 implements MigrationInterface {
  name = 'Bookings1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.addColumns('purchases', [
      new TableColumn({ ...str('status', 16), default: "'booked'" }),
      new TableColumn(stamp('cancelled_at', true)),
      new TableColumn(text('cancel_reason', true)),
      new TableColumn(str('cancelled_by', 16, true)),
      new TableColumn(int('moved_from_session_id', true)),
      new TableColumn(stamp('moved_at', true)),
    ]);
    await db.query(`UPDATE purchases SET status = 'attended' WHERE attended = 1`);
    await db.query(`UPDATE purchases SET status = 'booked' WHERE attended = 0 OR attended IS NULL`);
    // The (user, course) unique goes, but MySQL needs an index on user_id for its foreign key
    // before the unique that served it can be dropped.
    await db.createIndex('purchases', new TableIndex(index('purchases', 'user_id', 'course_id')));
    const purchases = await db.getTable('purchases');
    const unique = purchases?.uniques.find((each) => each.name === 'uq_purchases_user_course');
    if (unique) {
      await db.dropUniqueConstraint('purchases', unique);
    } else {
      const uniqueIndex = purchases?.indices.find(
        (each) => each.name === 'uq_purchases_user_course',
      );
      if (uniqueIndex) await db.dropIndex('purchases', uniqueIndex);
    }
    await db.createIndex('purchases', new TableIndex(index('purchases', 'status')));

    await db.addColumns('payment_transactions', [
      new TableColumn({ ...int('refunded_cents'), default: 0 }),
      new TableColumn({ ...str('refund_status', 24), default: "'none'" }),
      // A refund child transaction names the payment it refunds (Paymob's parent transaction).
      new TableColumn(str('parent_provider_transaction_id', 64, true)),
      new TableColumn({ name: 'is_refund', type: 'boolean', default: 0 }),
    ]);
    await db.query(`UPDATE payment_transactions SET refund_status = 'due' WHERE refund_due = 1`);
    await db.createIndex(
      'payment_transactions',
      new TableIndex(index('payment_transactions', 'refund_status')),
    );

    await db.createTable(
      new Table({
        name: 'payment_refunds',
        columns: [
          id(),
          int('payment_transaction_id'),
          int('amount_cents'),
          str('provider_refund_transaction_id', 64, true),
          { ...str('status', 16), default: "'requested'" },
          int('requested_by', true),
          str('reason', 191, true),
          stamp('created_at'),
          stamp('updated_at'),
        ],
        foreignKeys: [
          fk('payment_transaction_id', 'payment_transactions', 'CASCADE'),
          fk('requested_by', 'users', 'SET NULL'),
        ],
        indices: [
          index('payment_refunds', 'payment_transaction_id'),
          { ...index('payment_refunds', 'provider_refund_transaction_id'), isUnique: true },
        ],
      }),
    );

    await db.addColumn('certificates', new TableColumn(int('session_id', true)));
    await db.createForeignKey(
      'certificates',
      new TableForeignKey(fk('session_id', 'course_sessions', 'SET NULL')),
    );
    await db.createIndex(
      'certificates',
      new TableIndex(index('certificates', 'session_id', 'user_id')),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    const certificates = await db.getTable('certificates');
    const key = certificates?.foreignKeys.find((each) => each.columnNames.includes('session_id'));
    if (key) await db.dropForeignKey('certificates', key);
    await db.dropIndex('certificates', 'idx_certificates_session_id_user_id');
    await db.dropColumn('certificates', 'session_id');
    await db.dropTable('payment_refunds');
    await db.dropIndex('payment_transactions', 'idx_payment_transactions_refund_status');
    await db.dropColumns('payment_transactions', [
      'refunded_cents',
      'refund_status',
      'parent_provider_transaction_id',
      'is_refund',
    ]);
    await db.dropIndex('purchases', 'idx_purchases_status');
    // A unique index on both databases (MySQL has no separate unique constraints); up() drops
    // either form.
    await db.createIndex(
      'purchases',
      new TableIndex({
        name: 'uq_purchases_user_course',
        columnNames: ['user_id', 'course_id'],
        isUnique: true,
      }),
    );
    await db.dropIndex('purchases', 'idx_purchases_user_id_course_id');
    await db.dropColumns('purchases', [
      'status',
      'cancelled_at',
      'cancel_reason',
      'cancelled_by',
      'moved_from_session_id',
      'moved_at',
    ]);
  }
}
