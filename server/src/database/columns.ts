import { Table, type TableColumnOptions, type TableForeignKeyOptions } from 'typeorm';

// Column helpers for migrations, so a schema reads like a table of fields. Types are chosen to
// mean the same on MySQL and SQLite ('integer' keeps SQLite's rowid autoincrement; booleans
// are TINYINT on MySQL and INTEGER on SQLite, so defaults are written as 1/0).

export const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
export const int = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable: nullable,
});
/** VARCHAR; 191 characters keeps an index within MySQL's limit in utf8mb4. */
export const str = (name: string, length = 191, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
/** Optional text stored as '' when absent (the `Text({ optional: true })` field). */
export const optionalStr = (name: string, length = 191): TableColumnOptions => ({
  ...str(name, length),
  default: "''",
});
export const text = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: nullable,
});
export const bool = (name: string, fallback?: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  ...(fallback === undefined ? {} : { default: fallback ? 1 : 0 }),
});
export const stamp = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable: nullable,
  ...(nullable ? {} : { default: 'CURRENT_TIMESTAMP' }),
});
/** created_at and updated_at (the `Row` base class of the entities). */
export const timestamps = () => [stamp('created_at'), stamp('updated_at')];
export const fk = (
  column: string,
  table: string,
  onDelete: 'CASCADE' | 'RESTRICT' | 'SET NULL',
): TableForeignKeyOptions => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete,
});
export const index = (table: string, ...columns: string[]) => ({
  name: `idx_${table}_${columns.join('_')}`,
  columnNames: columns,
});

/** A table with an id and the two timestamps around the given columns. */
export const rowTable = (
  name: string,
  columns: TableColumnOptions[],
  extra: { foreignKeys?: TableForeignKeyOptions[]; indexed?: string[] } = {},
) =>
  new Table({
    name,
    columns: [id(), ...columns, ...timestamps()],
    foreignKeys: extra.foreignKeys,
    indices: (extra.indexed ?? []).map((column) => index(name, column)),
  });
