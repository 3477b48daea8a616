import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24 item 12: on a MySQL/MariaDB database whose default character set is latin1 or utf8mb3
 * (stock MariaDB before 11.6), the earlier migrations made tables that cannot store Arabic, emoji
 * or combining marks: any such text answered 500. The database's default becomes utf8mb4, so
 * later tables are made so too, and every table not yet utf8mb4 is converted (its text columns
 * with it). SQLite stores UTF-8 always.
 */
export class FourByteText1764710000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    if (db.connection.options.type !== 'mysql') return;
    const [{ name }] = (await db.query('SELECT DATABASE() AS name')) as { name: string }[];
    await db.query(`ALTER DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const tables = (await db.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
        WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'
          AND TABLE_COLLATION NOT LIKE 'utf8mb4%'`,
    )) as { name: string }[];
    for (const table of tables) {
      await db.query(
        `ALTER TABLE \`${table.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
    }
  }

  async down(): Promise<void> {
    // Converting back could lose text; nothing to undo.
  }
}
