import type { DataSource } from 'typeorm';

/**
 * Word search over the dashboard's big tables (issue 12): `LIKE '%…%'` reads every row, so the
 * columns below have a word index — FULLTEXT on MySQL, an FTS5 table kept by triggers on SQLite
 * (migration 1764690000000). Each word of the query must start a word of the column: "hassan"
 * and "ahm" both find "Ahmed Hassan".
 */

/**
 * Columns with a word index, by table: declared with their resource or feature in the registry
 * (src/resources/index.ts: `words`), which AppModule hands over with `useWordIndexes`. A
 * migration creates each index (1764690000000 the first ones); declaring it makes searches use it.
 */
export const WORD_INDEXES: Record<string, readonly string[]> = {};

/**
 * Columns searched together, by table (a resource's `wordGroup`): each word of the query must
 * start a word of any one of them (issue 26 item 4: a visitor's course search reads the
 * description and the keywords staff give a course, not only its name). MySQL: one FULLTEXT
 * index over exactly these columns (migration 1764720000102); SQLite: they are the columns of
 * the table's FTS5 table, which still answers the single-column searches by naming one column.
 */
export const WORD_GROUPS: Record<string, readonly string[]> = {};

/** Takes the registry's word indexes (AppModule.register, before any search runs). */
export function useWordIndexes(declared: {
  indexes: Record<string, readonly string[]>;
  groups: Record<string, readonly string[]>;
}): void {
  for (const table of Object.keys(WORD_INDEXES)) delete WORD_INDEXES[table];
  for (const table of Object.keys(WORD_GROUPS)) delete WORD_GROUPS[table];
  Object.assign(WORD_INDEXES, declared.indexes);
  Object.assign(WORD_GROUPS, declared.groups);
}

/** The SQLite FTS5 table of a table's word-indexed columns. */
export const ftsTable = (table: string) => `${table}_words`;

export const hasWordIndex = (table: string, column: string): boolean =>
  WORD_INDEXES[table]?.includes(column) ?? false;

// InnoDB indexes no word shorter than innodb_ft_min_token_size (3) nor its default stopwords
// (INFORMATION_SCHEMA.INNODB_FT_DEFAULT_STOPWORD); such words are matched with LIKE instead,
// on the rows the other words found.
const MIN_TOKEN = 3;
const MAX_TOKEN = 84;
const STOPWORDS = new Set(
  (
    'a about an are as at be by com de en for from how i in is it la of on or that the this to ' +
    'was what when where who will with und www'
  ).split(' '),
);
/** More words than this add nothing but work. */
const MAX_WORDS = 8;

/**
 * The query's words, lower-cased: split at anything but letters, digits and '_' (InnoDB's word
 * characters), so boolean-mode operators (+ - < > ( ) ~ * " @) and FTS5 syntax never reach
 * the index as syntax.
 */
export function queryWords(input: string): string[] {
  const words = input
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

// '!' as the LIKE escape character: a backslash means different things to MySQL and SQLite.
export const escapeLike = (value: string) => value.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * InnoDB's FULLTEXT ranks every row a word matches, so a word on 50,000 rows of a million takes
 * seconds, where reading the newest rows until 500 match takes milliseconds. MySQL searches
 * therefore read the newest `rows` ids first (`scan`: the words by REGEXP, by the primary key)
 * and ask the index (`index`) only when those held fewer matches than wanted. The newest
 * `sample` rows are read first: a word they do not hold at all is rare (the index answers it in
 * milliseconds, where the window would cost tens), and when they hold enough matches the window
 * is not needed.
 * Tests set `rows` to 0 to go to the index at once.
 */
export const SEARCH_WINDOW = { rows: 20_000, sample: 2_000 };

export type SearchPass = 'scan' | 'index';

/** Which matches one pass returns: ids above `floor` and up to `ceiling`, at most `limit`. */
export interface SearchRange {
  floor?: number;
  ceiling?: number;
  limit: number;
}

/**
 * Runs a search newest first for at most `limit` rows: `run(pass, range)` must add the word
 * conditions of that pass and the range's bounds. Each read of the newest rows starts where the
 * previous one stopped and asks only for the matches still missing, so no row is read twice.
 */
export async function newestMatches<R>(
  db: DataSource,
  table: string,
  limit: number,
  run: (pass: SearchPass, range: SearchRange) => Promise<R[]>,
): Promise<R[]> {
  if (!isMysql(db.options.type)) return run('index', { limit });
  const top = await newestId(db, table);
  const { rows, sample } = SEARCH_WINDOW;
  // A table no larger than the window is read whole: the scan is the exact answer.
  if (top - rows < 0) return run('scan', { limit });
  const found: R[] = [];
  let ceiling: number | undefined;
  const readDownTo = async (floor: number) => {
    found.push(...(await run('scan', { floor, ceiling, limit: limit - found.length })));
    ceiling = floor;
  };
  if (sample < rows) {
    await readDownTo(top - sample);
    if (found.length >= limit) return found;
    if (!found.length) return run('index', { limit });
  }
  // The rest of the window, from where the sample stopped: the scan ends at the last match
  // needed, so a common word reads only as far back as its matches lie.
  await readDownTo(top - rows);
  return found.length >= limit ? found : run('index', { limit });
}

/** How long a table's newest id is reused (see newestId). */
const NEWEST_ID_MS = 1_000;
type NewestId = { at: number; top: Promise<number> };
const newestIds = new WeakMap<DataSource, Map<string, NewestId>>();

/**
 * The table's highest id, read at most once a second. It only places the floors of the reads
 * above, never decides what they find: rows added since lie above every floor and are read
 * first, and a window that held too few matches falls through to the index, so an older value
 * costs at most a few more rows read.
 */
function newestId(db: DataSource, table: string): Promise<number> {
  let tables = newestIds.get(db);
  if (!tables) newestIds.set(db, (tables = new Map<string, NewestId>()));
  const kept = tables.get(table);
  if (kept && Date.now() - kept.at < NEWEST_ID_MS) return kept.top;
  const top = db
    .query<{ top: number | string | null }[]>(`SELECT MAX(id) AS top FROM \`${table}\``)
    .then(([row]) => Number(row?.top ?? 0));
  const entry = { at: Date.now(), top };
  tables.set(table, entry);
  // A failed read is not kept: the next search asks again.
  top.catch(() => tables.get(table) === entry && tables.delete(table));
  return top;
}

const isMysql = (type: string) => type === 'mysql' || type === 'mariadb';

export interface WordCondition {
  sql: string;
  params: Record<string, string>;
}

/**
 * The condition that `path` (`alias.column` of `table`) holds every word of `input` as a word
 * prefix, with parameters named after `name`; null when the input has no word (the caller then
 * matches the text as it is).
 */
export function wordCondition(
  type: string,
  table: string,
  path: string,
  input: string,
  name: string,
  pass: SearchPass = 'index',
): WordCondition | null {
  const dot = path.lastIndexOf('.');
  return wordsCondition(type, table, path.slice(0, dot), [path.slice(dot + 1)], input, name, pass);
}

/**
 * The condition that every word of `input` starts a word of at least one of `columns` of
 * `table` (as `alias`): a single word-indexed column, or a group of WORD_GROUPS (MySQL's MATCH
 * must name exactly the columns of one FULLTEXT index).
 */
export function wordsCondition(
  type: string,
  table: string,
  alias: string,
  columns: readonly string[],
  input: string,
  name: string,
  pass: SearchPass = 'index',
): WordCondition | null {
  const words = queryWords(input);
  if (!words.length) return null;
  const paths = columns.map((column) => `${alias}.${column}`);
  const anyColumn = (condition: (path: string) => string) =>
    paths.length === 1 ? condition(paths[0]) : `(${paths.map(condition).join(' OR ')})`;
  if (!isMysql(type)) {
    // FTS5's unicode61 tokenizer has no minimum length and no stopwords: every word is indexed.
    // Each word quoted (a string, never syntax), `*` for a prefix, ANDed; each in the columns.
    const filter = columns.length === 1 ? columns[0] : `{${columns.join(' ')}}`;
    const query = words.map((word) => `${filter} : "${word.replace(/"/g, '')}"*`).join(' AND ');
    const fts = ftsTable(table);
    return {
      sql: `${alias}.id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH :${name})`,
      params: { [name]: query },
    };
  }
  if (pass === 'scan') {
    // A word starts the text or follows a character that is not a word character (words hold
    // only letters, digits and '_', nothing REGEXP reads as syntax); case-insensitive by the
    // column's collation.
    const params: Record<string, string> = {};
    const parts = words.map((word, i) => {
      // LIKE first: cheaper, and it lets REGEXP look only at rows that hold the word at all.
      params[`${name}_${i}`] = `%${escapeLike(word)}%`;
      params[`${name}_r${i}`] = `(^|[^[:alnum:]_])${word}`;
      return anyColumn(
        (path) => `${path} LIKE :${name}_${i} ESCAPE '!' AND ${path} REGEXP :${name}_r${i}`,
      );
    });
    return { sql: parts.join(' AND '), params };
  }
  const indexed = words.filter(
    (word) => word.length >= MIN_TOKEN && word.length <= MAX_TOKEN && !STOPWORDS.has(word),
  );
  const parts: string[] = [];
  const params: Record<string, string> = {};
  if (indexed.length) {
    parts.push(`MATCH(${paths.join(', ')}) AGAINST (:${name} IN BOOLEAN MODE)`);
    params[name] = indexed.map((word) => `+${word}*`).join(' ');
  }
  words
    .filter((word) => !indexed.includes(word))
    .forEach((word, i) => {
      parts.push(anyColumn((path) => `LOWER(${path}) LIKE :${name}_${i} ESCAPE '!'`));
      params[`${name}_${i}`] = `%${escapeLike(word)}%`;
    });
  return { sql: parts.join(' AND '), params };
}
