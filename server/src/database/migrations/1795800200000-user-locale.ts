import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28 item 4: an account's preferred language ('en' or 'ar'), the language of its mails
 * and PDFs. Existing accounts read English, as before. Added by ALTER TABLE on both databases:
 * TypeORM's addColumn rebuilds a SQLite table, which would drop the users' word-index triggers.
 */
export class UserLocale1795800200000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const q = (name: string) => db.connection.driver.escape(name);
    await db.query(
      `ALTER TABLE ${q('users')} ADD COLUMN ${q('locale')} varchar(8) NOT NULL DEFAULT 'en'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    const q = (name: string) => db.connection.driver.escape(name);
    await db.query(`ALTER TABLE ${q('users')} DROP COLUMN ${q('locale')}`);
  }
}
