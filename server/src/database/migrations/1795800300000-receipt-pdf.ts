import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28 item 4: a receipt is written in its buyer's language (`locale`, 'en' for every
 * receipt issued before), and its PDF is rendered once and kept in private storage (`pdf_key`,
 * null until first needed). ALTER TABLE ADD COLUMN on both databases: TypeORM's addColumn
 * rebuilds a SQLite table, which is not needed for two plain columns.
 */
export class ReceiptPdf1795800300000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const q = (name: string) => db.connection.driver.escape(name);
    await db.query(
      `ALTER TABLE ${q('receipts')} ADD COLUMN ${q('locale')} varchar(2) NOT NULL DEFAULT 'en'`,
    );
    await db.query(`ALTER TABLE ${q('receipts')} ADD COLUMN ${q('pdf_key')} varchar(255) NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    const q = (name: string) => db.connection.driver.escape(name);
    await db.query(`ALTER TABLE ${q('receipts')} DROP COLUMN ${q('pdf_key')}`);
    await db.query(`ALTER TABLE ${q('receipts')} DROP COLUMN ${q('locale')}`);
  }
}
