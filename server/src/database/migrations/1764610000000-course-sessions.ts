import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
} from 'typeorm';
import { bool, fk, id, index, int, stamp, str, timestamps } from '../columns.js';

/**
 * Issue 13 items 1–4 (ADR 0011): dated sessions of a course with a capacity, their waitlist, and
 * the links from orders (a seat hold) and bookings (attendance, reminder) to a session. Every new
 * column is nullable or defaulted: a course without sessions books exactly as before.
 */
export class CourseSessions1764610000000 implements MigrationInterface {
  name = 'CourseSessions1764610000000';

  async up(db: QueryRunner): Promise<void> {
    await db.createTable(
      new Table({
        name: 'course_sessions',
        columns: [
          id(),
          int('course_id'),
          // UTC; entered and shown in Africa/Cairo (sessions/cairo-time.ts).
          stamp('starts_at', true),
          stamp('ends_at', true),
          str('location', 191),
          int('capacity'),
          { ...str('language', 60), default: "'English'" },
          { ...str('status', 16), default: "'scheduled'" },
          ...timestamps(),
        ],
        foreignKeys: [fk('course_id', 'courses', 'RESTRICT')],
        indices: [
          index('course_sessions', 'course_id', 'starts_at'),
          index('course_sessions', 'starts_at'),
        ],
      }),
    );
    await db.createTable(
      new Table({
        name: 'session_waitlist',
        columns: [
          id(),
          int('session_id'),
          int('user_id'),
          { ...str('status', 16), default: "'waiting'" },
          stamp('offer_expires_at', true),
          ...timestamps(),
        ],
        foreignKeys: [
          fk('session_id', 'course_sessions', 'CASCADE'),
          fk('user_id', 'users', 'CASCADE'),
        ],
        indices: [
          index('session_waitlist', 'session_id', 'status'),
          index('session_waitlist', 'user_id'),
        ],
      }),
    );
    await db.addColumns('payment_orders', [
      new TableColumn(int('session_id', true)),
      new TableColumn(stamp('hold_until', true)),
    ]);
    await db.createForeignKey(
      'payment_orders',
      new TableForeignKey(fk('session_id', 'course_sessions', 'RESTRICT')),
    );
    await db.createIndex(
      'payment_orders',
      new TableIndex(index('payment_orders', 'session_id', 'status')),
    );
    await db.addColumns('purchases', [
      new TableColumn(int('session_id', true)),
      new TableColumn(bool('attended', false)),
      new TableColumn(stamp('reminder_sent_at', true)),
    ]);
    await db.createForeignKey(
      'purchases',
      new TableForeignKey(fk('session_id', 'course_sessions', 'RESTRICT')),
    );
    await db.createIndex('purchases', new TableIndex(index('purchases', 'session_id')));
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['purchases', 'payment_orders']) {
      const found = await db.getTable(table);
      const key = found?.foreignKeys.find((each) => each.columnNames.includes('session_id'));
      if (key) await db.dropForeignKey(table, key);
      await db.dropIndex(
        table,
        table === 'purchases' ? 'idx_purchases_session_id' : 'idx_payment_orders_session_id_status',
      );
    }
    await db.dropColumns('purchases', ['session_id', 'attended', 'reminder_sent_at']);
    await db.dropColumns('payment_orders', ['session_id', 'hold_until']);
    await db.dropTable('session_waitlist');
    await db.dropTable('course_sessions');
  }
}
