import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { index } from '../columns.js';

/**
 * Issue 14, item 6: the overview's monthly aggregates read a range of these indexes instead of
 * whole tables. The revenue index also holds amount_cents, so the sums never touch the rows.
 * (contact_messages.created_at and course_sessions.starts_at were indexed already.)
 */
const INDEXES: [string, string[]][] = [
  ['payment_orders', ['status', 'created_at', 'amount_cents']],
  ['users', ['created_at']],
];

export class OverviewIndexes1764660000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    for (const [table, columns] of INDEXES) {
      await db.createIndex(table, new TableIndex(index(table, ...columns)));
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table, columns] of INDEXES) {
      await db.dropIndex(table, index(table, ...columns).name);
    }
  }
}
