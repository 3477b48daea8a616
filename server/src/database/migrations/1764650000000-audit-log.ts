import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { id, index, int, stamp, str, text } from '../columns.js';

/** Issue 14, item 5: the audit trail of staff writes (see audit/audit.subscriber.ts). */
export class AuditLog1764650000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          id(),
          int('user_id', true),
          str('user_name', 191),
          str('action', 16),
          str('resource', 64),
          int('record_id', true),
          text('changes'),
          stamp('created_at'),
        ],
        indices: [
          index('audit_log', 'created_at'),
          index('audit_log', 'resource', 'id'),
          index('audit_log', 'user_id', 'id'),
        ],
      }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('audit_log');
  }
}
