import { type DataSource, QueryFailedError } from 'typeorm';

/**
 * A row that other rows still reference could not be deleted: the database's foreign key
 * refused it. MySQL says so with 1451 (ER_ROW_IS_REFERENCED_2). SQLite reports every
 * foreign-key failure alike — SQLITE_CONSTRAINT_FOREIGNKEY, or SQLITE_CONSTRAINT_TRIGGER for
 * an ON DELETE RESTRICT key — so there only a DELETE counts.
 */
export function isRowReferenced(error: unknown): error is QueryFailedError {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, message } = (error.driverError ?? {}) as { code?: string; message?: string };
  if (code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_ROW_IS_REFERENCED') return true;
  const sqliteForeignKey =
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    (code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY constraint failed/i.test(message ?? ''));
  return sqliteForeignKey && /^\s*delete\b/i.test(error.query ?? '');
}

export interface Dependents {
  table: string;
  /** "payment order" for payment_orders. */
  label: string;
  count: number;
}

const singular = (table: string) => table.replace(/_/g, ' ').replace(/s$/, '');

/**
 * The rows that keep `table`'s row `id` from being deleted: one entry per table whose
 * foreign key to it refuses deletes (RESTRICT / NO ACTION; CASCADE and SET NULL rows go or
 * stay by themselves), read from the database's own schema so that no module has to know who
 * depends on it. `firstNamed` orders the tables named in a message; others follow by name.
 */
export async function dependentsOf(
  db: DataSource,
  table: string,
  id: number,
  firstNamed: string[] = [],
): Promise<Dependents[]> {
  const runner = db.createQueryRunner();
  let references: { table: string; column: string }[];
  try {
    // Only this app's tables: MySQL would otherwise read every schema the account can see.
    const tables = await runner.getTables(db.entityMetadatas.map((entity) => entity.tableName));
    references = tables.flatMap((candidate) =>
      candidate.foreignKeys
        .filter((fk) => referencedTable(fk.referencedTableName) === table)
        .filter((fk) => !['CASCADE', 'SET NULL'].includes((fk.onDelete ?? '').toUpperCase()))
        .map((fk) => ({ table: candidate.name, column: fk.columnNames[0] })),
    );
  } finally {
    await runner.release();
  }
  const rank = (name: string) => {
    const at = firstNamed.indexOf(name);
    return at === -1 ? firstNamed.length : at;
  };
  references.sort((a, b) => rank(a.table) - rank(b.table) || a.table.localeCompare(b.table));
  const found: Dependents[] = [];
  for (const reference of references) {
    const [row] = await db.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM ${db.driver.escape(reference.table)} WHERE ${db.driver.escape(reference.column)} = ?`,
      [id],
    );
    const count = Number(row?.n ?? 0);
    if (count) found.push({ table: reference.table, label: singular(reference.table), count });
  }
  return found;
}

/** MySQL names a referenced table with its schema ("db.courses"). */
function referencedTable(name: string): string {
  return name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
}

/** `The course "ESP design" has 1 payment order, 2 purchases; it cannot be deleted.` */
export function deleteRefusal(subject: string, dependents: Dependents[]): string {
  if (!dependents.length) return `${subject} is still in use; it cannot be deleted.`;
  const list = dependents.map(({ count, label }) => `${count} ${label}${count === 1 ? '' : 's'}`);
  return `${subject} has ${list.join(', ')}; it cannot be deleted.`;
}
