import type { MigrationInterface, QueryRunner } from 'typeorm';
import { wordIndexTriggers } from './1764690000000-word-indexes.js';

/**
 * The Arabic twins of the translated fields (issue 28 item 2; fields.ts `translated: true`),
 * frozen here as this migration adds them: each optional, '' until staff enter Arabic (a
 * visitor on /ar then reads the English). A later translated field is a later migration.
 */
const TWINS: Readonly<Record<string, readonly [string, 'varchar' | 'text', number?][]>> = {
  courses: [
    ['name_ar', 'varchar', 191],
    ['classification_ar', 'varchar', 191],
    ['discipline_ar', 'varchar', 191],
    ['description_ar', 'text'],
    ['location_ar', 'varchar', 191],
  ],
  categories: [['title_ar', 'varchar', 191]],
  sub_categories: [['title_ar', 'varchar', 191]],
  jobs: [
    ['title_ar', 'varchar', 191],
    ['category_ar', 'varchar', 191],
    ['description_ar', 'text'],
  ],
  faqs: [
    ['question_ar', 'varchar', 500],
    ['answer_ar', 'text'],
  ],
  testimonials: [['quote_ar', 'text']],
};

/** The courses' word group before and after (word-search.ts WORD_GROUPS; 1764720000102). */
const BEFORE = ['name', 'classification', 'discipline', 'description', 'keywords'];
const AFTER = [...BEFORE, 'search_ar'];
const FTS = 'courses_words';
const GROUP_INDEX = 'ft_courses_words';

/**
 * Issue 28 item 2: content in both languages. Adds the twins above and `courses.search_ar`, the
 * normalised Arabic words of a course (model/course-search-key.ts), to the visitors' course search:
 * MySQL's FULLTEXT group index and SQLite's FTS5 table cover it with the other columns.
 * ALTER TABLE on both, as 1764720000102 explains (TypeORM's addColumn rebuilds a SQLite table
 * and would take its triggers with it). A TEXT column's default is written `('')`, which MySQL
 * 8 requires and MariaDB accepts.
 */
export class TranslatedFields1795800400000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    const mysql = db.connection.options.type === 'mysql';
    const q = (name: string) => db.connection.driver.escape(name);
    const add = (table: string, column: string, type: 'varchar' | 'text', length?: number) => {
      const sql =
        type === 'text'
          ? `text NOT NULL DEFAULT ${mysql ? "('')" : "''"}`
          : `varchar(${length}) NOT NULL DEFAULT ''`;
      return db.query(`ALTER TABLE ${q(table)} ADD COLUMN ${q(column)} ${sql}`);
    };
    for (const [table, columns] of Object.entries(TWINS)) {
      for (const [column, type, length] of columns) await add(table, column, type, length);
    }
    await add('courses', 'search_ar', 'text');
    await fillSearchKeys(db);
    if (mysql) {
      await db.query(`ALTER TABLE \`courses\` DROP INDEX \`${GROUP_INDEX}\``);
      await db.query(
        `ALTER TABLE \`courses\` ADD FULLTEXT INDEX \`${GROUP_INDEX}\` (${AFTER.map((c) => `\`${c}\``).join(', ')})`,
      );
      return;
    }
    await rebuildFts(db, AFTER);
  }

  async down(db: QueryRunner): Promise<void> {
    const mysql = db.connection.options.type === 'mysql';
    const q = (name: string) => db.connection.driver.escape(name);
    const dropColumns = async () => {
      for (const [table, columns] of Object.entries(TWINS)) {
        for (const [column] of columns) {
          await db.query(`ALTER TABLE ${q(table)} DROP COLUMN ${q(column)}`);
        }
      }
      await db.query(`ALTER TABLE ${q('courses')} DROP COLUMN ${q('search_ar')}`);
    };
    if (mysql) {
      await db.query(`ALTER TABLE \`courses\` DROP INDEX \`${GROUP_INDEX}\``);
      await dropColumns();
      await db.query(
        `ALTER TABLE \`courses\` ADD FULLTEXT INDEX \`${GROUP_INDEX}\` (${BEFORE.map((c) => `\`${c}\``).join(', ')})`,
      );
      return;
    }
    await rebuildFts(db, BEFORE, dropColumns);
  }
}

/**
 * common/arabic/normalize-arabic.ts as it was when this migration was written (database/ imports
 * nothing from common/, and a migration does not change with the code): NFC, alef forms → ا,
 * ى → ي, ة → ه, tashkeel, superscript alef and tatweel dropped.
 */
const normalizeArabic = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u0623\u0625\u0622\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '');

/**
 * Courses whose keywords already hold Arabic words get them in their search key (the twins are
 * still empty): what model/course-search-key.ts computes for such a row.
 */
async function fillSearchKeys(db: QueryRunner) {
  const rows = (await db.query(
    `SELECT id, keywords FROM ${db.connection.driver.escape('courses')} WHERE keywords <> ''`,
  )) as { id: number; keywords: string }[];
  for (const row of rows) {
    const key = normalizeArabic(row.keywords)
      .split(/[^\p{L}\p{N}_]+/u)
      .filter((word) => /\p{Script=Arabic}/u.test(word))
      .join(' ');
    if (!key) continue;
    await db.query(
      `UPDATE ${db.connection.driver.escape('courses')} SET search_ar = ? WHERE id = ?`,
      [key, row.id],
    );
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
