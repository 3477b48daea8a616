import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Issue 12: a version per table, raised in the same transaction as every write to it
 * (TableVersions), so each server process can keep answers in memory and know, with one cheap
 * read, whether any process has changed what they were built from.
 */
export class TableVersions1764100000000 implements MigrationInterface {
  name = 'TableVersions1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.createTable(
      new Table({
        name: 'table_versions',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'version', type: 'bigint', default: 0 },
        ],
      }),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.dropTable('table_versions');
  }
}
