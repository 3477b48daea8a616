import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { id, index, int, stamp, str, text, timestamps } from '../columns.js';

/** Issue 13: every mail goes through a table first (see mail/outbox-mail.entity.ts). */
export class MailOutbox1764500000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    // Attachments (a receipt, an .ics) can pass TEXT's 64 KB on MySQL.
    const big = db.connection.options.type === 'mysql' ? 'longtext' : 'text';
    const columns = [
      str('kind', 60),
      text('recipients'),
      str('reply_to', 191, true),
      str('subject', 255),
      { ...text('html'), type: big },
      { ...text('text'), type: big },
      { ...text('attachments', true), type: big },
      { ...str('status', 16), default: "'pending'" },
      { ...int('attempts'), default: 0 },
      stamp('next_attempt_at'),
      str('last_error', 500, true),
      stamp('sent_at', true),
    ];
    await db.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [id(), ...columns, ...timestamps()],
        indices: [index('mail_outbox', 'status', 'next_attempt_at'), index('mail_outbox', 'kind')],
      }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('mail_outbox');
  }
}
