import type { MigrationInterface, QueryRunner } from 'typeorm';
import { wordIndexTriggers } from './1764690000000-word-indexes.js';

/** The courses' word index before and after this migration (word-search.ts WORD_GROUPS). */
const BEFORE = ['name'];
const AFTER = ['name', 'classification', 'discipline', 'description', 'keywords'];
const FTS = 'courses_words';
const GROUP_INDEX = 'ft_courses_words';

/**
 * Issue 26 item 4: a visitor's course search finds the words of the description and the
 * keywords staff give a course ("ESP", other names), not only the name. Courses get an optional
 * `keywords` text; the word index covers name, classification, discipline, description and
 * keywords together. MySQL: one FULLTEXT index over those columns (the name keeps its own, for
 * the dashboard's search by name). SQLite: the FTS5 table of courses is made again with those
 * columns, and its triggers with it (an FTS5 table's columns cannot be altered).
 * The column is added by ALTER TABLE on both: TypeORM's addColumn rebuilds a SQLite table,
 * which would take its triggers with it.
 */
export class CourseKeywords1764720000102 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const mysql = db.connection.options.type === 'mysql';
    const q = (name: string) => db.connection.driver.escape(name);
    await db.query(
      `ALTER TABLE ${q('courses')} ADD COLUMN ${q('keywords')} varchar(500) NOT NULL DEFAULT ''`,
    );
    if (mysql) {
      await db.query(
        `ALTER TABLE \`courses\` ADD FULLTEXT INDEX \`${GROUP_INDEX}\` (${AFTER.map((c) => `\`${c}\``).join(', ')})`,
      );
      return;
    }
    await rebuildFts(db, AFTER);
  }

  async down(db: QueryRunner): Promise<void> {
    const mysql = db.connection.options.type === 'mysql';
    if (mysql) {
      await db.query(`ALTER TABLE \`courses\` DROP INDEX \`${GROUP_INDEX}\``);
      await db.query('ALTER TABLE `courses` DROP COLUMN `keywords`');
      return;
    }
    await rebuildFts(db, BEFORE, () => db.query('ALTER TABLE "courses" DROP COLUMN "keywords"'));
  }
}

/** SQLite: the courses' FTS5 table and triggers made again over `columns`, then filled. */
async function rebuildFts(db: QueryRunner, columns: string[], between?: () => Promise<unknown>) {
  for (const event of ['insert', 'delete', 'update']) {
    await db.query(`DROP TRIGGER IF EXISTS "${FTS}_${event}"`);
  }
  await db.query(`DROP TABLE IF EXISTS "${FTS}"`);
  await between?.();
  await db.query(
    `CREATE VIRTUAL TABLE "${FTS}" USING fts5(${columns.join(', ')}, content='courses', content_rowid='id')`,
  );
  for (const statement of wordIndexTriggers('courses', columns)) await db.query(statement);
  await db.query(`INSERT INTO "${FTS}"("${FTS}") VALUES ('rebuild')`);
}
