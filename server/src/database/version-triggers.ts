import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The database raises a table's version itself (ADR 0016): an AFTER INSERT, UPDATE and DELETE
 * trigger on every entity table sets its `table_versions` row to a new random value. So every
 * change is seen, whoever makes it: TypeORM, a cascade or `SET NULL` of a foreign key, raw SQL,
 * `npm run db:fake`, a database console. The trigger runs in the writing transaction, so a
 * rollback takes the raise back with the rows.
 *
 * A random value, not `+ 1`: on SQLite a read beside an open transaction shares its one
 * connection and may see its raised version; after a rollback the next write must not set that
 * same value again (a sum would). Readers only compare versions for equality.
 */

/** The tables TypeORM's metadata knows: every entity table and join table, never a view. */
export function versionedTables(db: DataSource): string[] {
  const tables = db.entityMetadatas
    .filter((meta) => meta.tableType === 'regular' || meta.tableType === 'junction')
    .map((meta) => meta.tableName);
  return [...new Set(tables)].filter((table) => table !== 'table_versions').sort();
}

const EVENTS = { ins: 'INSERT', upd: 'UPDATE', del: 'DELETE' } as const;

/** The trigger's name: one per table and event, found again by name on the next start. */
const triggerName = (table: string, event: keyof typeof EVENTS) => `tv_${table}_${event}`;

/** A new version: random below 2^47 (exact as a JavaScript number, never negative). */
const RANDOM = {
  sqlite: '(random() & 140737488355327)',
  mysql: 'FLOOR(RAND() * 140737488355327)',
};

/**
 * Creates what is missing: a version row and three triggers for every table in the metadata.
 * Idempotent, and run on every start right after the migrations (VersionTriggers below), so a
 * table added by any later migration or entity (a new resource) is versioned without being
 * named anywhere. Two processes starting at once may both try: "already exists" is success.
 */
export async function ensureVersionTriggers(db: DataSource): Promise<void> {
  const mysql = db.options.type === 'mysql';
  const q = (name: string) => db.driver.escape(name);
  const existing = new Set(
    (
      await db.query<{ name: string }[]>(
        mysql
          ? 'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE()'
          : "SELECT name FROM sqlite_master WHERE type = 'trigger'",
      )
    ).map((row) => row.name),
  );
  const tables = versionedTables(db);
  for (const table of tables) {
    await db.query(
      mysql
        ? `INSERT IGNORE INTO table_versions (name, version) VALUES (?, ${RANDOM.mysql})`
        : `INSERT OR IGNORE INTO table_versions (name, version) VALUES (?, ${RANDOM.sqlite})`,
      [table],
    );
    for (const [event, sqlEvent] of Object.entries(EVENTS) as [keyof typeof EVENTS, string][]) {
      const name = triggerName(table, event);
      if (existing.has(name)) continue;
      // The table's name is a literal in the trigger: from the metadata, quoted for SQL.
      const literal = `'${table.replace(/'/g, "''")}'`;
      const raise = `UPDATE table_versions SET version = ${mysql ? RANDOM.mysql : RANDOM.sqlite} WHERE name = ${literal}`;
      const sql = mysql
        ? `CREATE TRIGGER ${q(name)} AFTER ${sqlEvent} ON ${q(table)} FOR EACH ROW ${raise}`
        : `CREATE TRIGGER IF NOT EXISTS ${q(name)} AFTER ${sqlEvent} ON ${q(table)} BEGIN ${raise}; END`;
      try {
        await db.query(sql);
      } catch (error) {
        if (!alreadyExists(error)) throw error;
      }
    }
  }
}

/** MySQL's ER_TRG_ALREADY_EXISTS: another process created it first. */
function alreadyExists(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } }).driverError;
  return driverError?.code === 'ER_TRG_ALREADY_EXISTS';
}

/**
 * Runs ensureVersionTriggers once the connection is up: TypeORM has run the migrations during
 * initialize(), so every table the metadata names exists by now.
 */
@Injectable()
export class VersionTriggers implements OnModuleInit {
  constructor(private readonly db: DataSource) {}

  onModuleInit(): Promise<void> {
    return ensureVersionTriggers(this.db);
  }
}
