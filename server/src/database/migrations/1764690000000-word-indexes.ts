import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The columns this migration indexed, frozen here: a migration never changes with the registry
 * (src/resources/index.ts `words`); a later index is a later migration.
 */
const WORD_INDEXES: Readonly<Record<string, readonly string[]>> = {
  job_requests: ['full_name', 'email', 'country'],
  users: ['name', 'email'],
  courses: ['name'],
};

/** The SQLite FTS5 table of a table's word-indexed columns (as common/crud/word-search names it). */
const ftsTable = (table: string) => `${table}_words`;

const ftName = (table: string, column: string) => `ft_${table}_${column}`;

/**
 * Issue 12: word indexes for the dashboard's searches (common/crud/word-search.ts reads them). MySQL: one
 * FULLTEXT index per searched column (MATCH names exactly the index's columns). SQLite: an FTS5
 * table per table over the row's own text (external content, no copy), kept by triggers.
 * SQLite drops a table's triggers with the table: a later migration that rebuilds one of these
 * tables must create the triggers again (`wordIndexTriggers`).
 */
export class WordIndexes1764690000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const mysql = db.connection.options.type === 'mysql';
    for (const [table, columns] of Object.entries(WORD_INDEXES)) {
      if (mysql) {
        // InnoDB builds one FULLTEXT index per statement.
        for (const column of columns) {
          await db.query(
            `ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`${ftName(table, column)}\` (\`${column}\`)`,
          );
        }
        continue;
      }
      const fts = ftsTable(table);
      await db.query(
        `CREATE VIRTUAL TABLE "${fts}" USING fts5(${columns.join(', ')}, content='${table}', content_rowid='id')`,
      );
      for (const statement of wordIndexTriggers(table, columns)) await db.query(statement);
      await db.query(`INSERT INTO "${fts}"("${fts}") VALUES ('rebuild')`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    const mysql = db.connection.options.type === 'mysql';
    for (const [table, columns] of Object.entries(WORD_INDEXES)) {
      if (mysql) {
        for (const column of columns) {
          await db.query(`ALTER TABLE \`${table}\` DROP INDEX \`${ftName(table, column)}\``);
        }
        continue;
      }
      for (const event of ['insert', 'delete', 'update']) {
        await db.query(`DROP TRIGGER IF EXISTS "${ftsTable(table)}_${event}"`);
      }
      await db.query(`DROP TABLE "${ftsTable(table)}"`);
    }
  }
}

/** SQLite: the triggers that keep `table`'s FTS5 table in step with its rows. */
export function wordIndexTriggers(table: string, columns: readonly string[]): string[] {
  const fts = ftsTable(table);
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  const add = `INSERT INTO "${fts}"(rowid, ${list}) VALUES (new.id, ${values('new')});`;
  const remove = `INSERT INTO "${fts}"("${fts}", rowid, ${list}) VALUES ('delete', old.id, ${values('old')});`;
  return [
    `CREATE TRIGGER "${fts}_insert" AFTER INSERT ON "${table}" BEGIN ${add} END`,
    `CREATE TRIGGER "${fts}_delete" AFTER DELETE ON "${table}" BEGIN ${remove} END`,
    `CREATE TRIGGER "${fts}_update" AFTER UPDATE ON "${table}" BEGIN ${remove} ${add} END`,
  ];
}
