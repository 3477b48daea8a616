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
 * Issue 26 item 15: an enquiry has a state (new, in progress, answered, closed) and an owner
 * among the staff, and keeps the replies staff sent from the dashboard (each through the mail
 * outbox). Enquiries received before start as new, without an owner.
 */
export class EnquiryHandling1764720000302 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.addColumn(
      'contact_messages',
      new TableColumn({ ...str('state', 16), default: "'new'" }),
    );
    await db.addColumn('contact_messages', new TableColumn(int('owner_id', true)));
    await db.createForeignKey(
      'contact_messages',
      new TableForeignKey(fk('owner_id', 'users', 'SET NULL')),
    );
    // The list filters by state (the overview counts the new ones) and by owner, newest first.
    await db.createIndex(
      'contact_messages',
      new TableIndex(index('contact_messages', 'state', 'id')),
    );
    await db.createIndex(
      'contact_messages',
      new TableIndex(index('contact_messages', 'owner_id', 'id')),
    );
    await db.createTable(
      new Table({
        name: 'contact_replies',
        columns: [
          id(),
          int('message_id'),
          int('user_id', true),
          str('user_name', 191),
          text('body'),
          int('mail_id', true),
          stamp('created_at'),
        ],
        foreignKeys: [
          fk('message_id', 'contact_messages', 'CASCADE'),
          fk('user_id', 'users', 'SET NULL'),
          fk('mail_id', 'mail_outbox', 'SET NULL'),
        ],
        indices: [index('contact_replies', 'message_id')],
      }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('contact_replies');
    // The foreign key first: MySQL keeps the owner index while a foreign key needs it.
    const table = await db.getTable('contact_messages');
    const key = table?.foreignKeys.find((foreign) => foreign.columnNames.includes('owner_id'));
    if (key) await db.dropForeignKey('contact_messages', key);
    await db.dropIndex('contact_messages', 'idx_contact_messages_owner_id_id');
    await db.dropIndex('contact_messages', 'idx_contact_messages_state_id');
    await db.dropColumn('contact_messages', 'owner_id');
    await db.dropColumn('contact_messages', 'state');
  }
}
