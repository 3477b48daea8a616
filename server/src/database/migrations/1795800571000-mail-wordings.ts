import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { rowTable, str, text } from '../columns.js';

/**
 * Issue 28 item 2: staff's wording of the mails' sentences (src/resources/mail-wordings.ts), one
 * row per sentence key, English and Arabic each '' while the code's default applies. The rows
 * themselves are added at start-up (ensureMailWordingRows), from the sentences the code has.
 * A TEXT column's default is written `('')`, which MySQL 8 requires and MariaDB accepts.
 */
export class MailWordings1795800571000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const empty = db.connection.options.type === 'mysql' ? "('')" : "''";
    await db.createTable(
      rowTable('mail_wordings', [
        str('key', 100),
        { ...text('text'), default: empty },
        { ...text('text_ar'), default: empty },
      ]),
    );
    await db.createIndex(
      'mail_wordings',
      new TableIndex({ name: 'uq_mail_wordings_key', columnNames: ['key'], isUnique: true }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('mail_wordings');
  }
}
