import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { normalizeArabic, normalizedArabicSql } from '../arabic/normalize-arabic.js';
import type { SearchMode } from '../resource/fields.js';
import { escapeLike, hasWordIndex, type SearchPass, wordCondition } from './word-search.js';

/**
 * What a search adds to the query of its matches' ids (alias `row`, selecting `row.id` only):
 * the base runs that query newest first, pages the ids, then loads and presents the page.
 */
export interface SearchConditions<T extends ObjectLiteral> {
  /** Relations the conditions name, joined without selecting them: alias → `row.relation`. */
  joins?: Record<string, string>;
  /**
   * Adds the conditions with andWhere (the visibility rule is already the query's where). Word
   * conditions differ by pass: MySQL first scans the newest rows, then asks the index.
   */
  where: (query: SelectQueryBuilder<T>, pass: SearchPass) => void;
  /** A condition uses a word index: MySQL reads the newest rows first (word-search.ts). */
  words?: boolean;
}

/**
 * Query parameter of a search → the column it matches and how. `arabic`: an Arabic twin
 * (fields.ts), compared with normalizeArabic on both sides (the column in SQL, the query here).
 */
export type Searchable = Record<
  string,
  string | { column: string; mode: SearchMode; arabic?: boolean }
>;

const PATTERN: Record<SearchMode, (escaped: string) => string> = {
  exact: (escaped) => escaped,
  prefix: (escaped) => `${escaped}%`,
  contains: (escaped) => `%${escaped}%`,
};

interface Term {
  column: string;
  mode: SearchMode;
  value: string;
  name: string;
  arabic?: boolean;
}

/** The searchable parameters present (non-blank), in declaration order, lower-cased. */
function termsOf(searchable: Searchable, params: Record<string, unknown>): Term[] {
  return Object.entries(searchable).flatMap(([param, target], i) => {
    const raw = params[param];
    if (typeof raw !== 'string' || raw.trim() === '') return [];
    const { column, mode, arabic } =
      typeof target === 'string' ? { column: target, mode: 'contains' as const } : target;
    const value = raw.trim().toLowerCase();
    return [
      { column, mode, arabic, value: arabic ? normalizeArabic(value) : value, name: `term${i}` },
    ];
  });
}

/** One term's condition: by words where the column has a word index, else LIKE / equality. */
function addTerm<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  term: Term,
  table: string,
  pass: SearchPass,
) {
  const { column, mode, value, name, arabic } = term;
  const stored = column.includes('.') ? column : `row.${column}`;
  const path = arabic ? normalizedArabicSql(stored) : stored;
  const dbType = query.connection.options.type;
  const words =
    mode === 'contains' && !arabic && hasWordIndex(table, column)
      ? wordCondition(dbType, table, path, value, name, pass)
      : null;
  if (words) {
    query.andWhere(`(${words.sql})`, words.params);
    return;
  }
  query.andWhere(
    new Brackets((where) => {
      if (mode === 'exact') where.where(`LOWER(${path}) = :${name}`, { [name]: value });
      else
        where.where(`LOWER(${path}) LIKE :${name} ESCAPE '!'`, {
          [name]: PATTERN[mode](escapeLike(value)),
        });
    }),
  );
}

/**
 * The declared search (`searchable`): every known parameter present must match (AND), unknown
 * ones are ignored. A column written `relation.column` joins that relation under its name.
 */
export function searchableConditions<T extends ObjectLiteral>(
  searchable: Searchable,
  params: Record<string, unknown>,
  table: string,
): SearchConditions<T> {
  const terms = termsOf(searchable, params);
  const joins: Record<string, string> = {};
  for (const { column } of terms) {
    const dot = column.indexOf('.');
    if (dot > 0) joins[column.slice(0, dot)] = `row.${column.slice(0, dot)}`;
  }
  return {
    joins,
    words: terms.some((term) => term.mode === 'contains' && hasWordIndex(table, term.column)),
    where: (query, pass) => terms.forEach((term) => addTerm(query, term, table, pass)),
  };
}
