import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { str, text } from '../columns.js';

/**
 * Issue 26 item 13: an entry names its record as it was called then (the sentence reads
 * "… the course Well Testing"), and keeps the other rows its request wrote (one action, one
 * entry). Earlier entries have neither and read by their record's number.
 */
export class AuditEntryWords1764720000301 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.addColumn('audit_log', new TableColumn(str('subject', 191, true)));
    await db.addColumn('audit_log', new TableColumn(text('related', true)));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropColumn('audit_log', 'related');
    await db.dropColumn('audit_log', 'subject');
  }
}
