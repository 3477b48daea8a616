import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
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

const logger = new Logger('TableVersions');

const EVENTS = { ins: 'INSERT', upd: 'UPDATE', del: 'DELETE' } as const;
type Event = keyof typeof EVENTS;

/** A new version: random below 2^47 (exact as a JavaScript number, never negative). */
const RANDOM = {
  sqlite: '(random() & 140737488355327)',
  mysql: 'FLOOR(RAND() * 140737488355327)',
};

/**
 * The tables one event on `table` changes: itself, and those its foreign keys' actions change
 * with it. MySQL and MariaDB never fire a trigger for a row a cascade deletes or a `SET NULL`
 * updates, so the parent's trigger raises those tables too: deleting a user raises
 * `certificates` (ON DELETE CASCADE), transitively. SQLite fires them anyway; a second raise in
 * one statement is harmless.
 */
export function tablesChangedBy(db: DataSource, table: string, event: Event): string[] {
  const changed = new Set([table]);
  if (event === 'ins') return [table];
  const follow = (parent: string) => {
    for (const meta of db.entityMetadatas) {
      for (const key of meta.foreignKeys) {
        if (key.referencedEntityMetadata.tableName !== parent) continue;
        const action = event === 'del' ? key.onDelete : key.onUpdate;
        if (action !== 'CASCADE' && action !== 'SET NULL') continue;
        if (changed.has(meta.tableName)) continue;
        changed.add(meta.tableName);
        // A deleted row's own dependents go with it; a row set to NULL keeps its id.
        if (action === 'CASCADE') follow(meta.tableName);
      }
    }
  };
  follow(table);
  return [...changed].sort();
}

interface Trigger {
  name: string;
  /** What every trigger of this table and event is named before its fingerprint. */
  family: string;
  sql: string;
}

/**
 * The trigger for one table and event. Its name ends with a fingerprint of its body, so when
 * the tables it raises change (a new table with a cascading key to this one), the next start
 * finds no trigger of that name, creates it and drops the old one.
 */
function triggerFor(db: DataSource, table: string, event: Event): Trigger {
  const mysql = db.options.type === 'mysql';
  const q = (name: string) => db.driver.escape(name);
  // The tables' names are literals in the trigger: from the metadata, quoted for SQL.
  const names = tablesChangedBy(db, table, event)
    .map((name) => `'${name.replace(/'/g, "''")}'`)
    .join(', ');
  const raise = `UPDATE table_versions SET version = ${mysql ? RANDOM.mysql : RANDOM.sqlite} WHERE name IN (${names})`;
  const fingerprint = createHash('sha1').update(raise).digest('hex').slice(0, 8);
  const family = `tv_${table}_${event}_`;
  const name = `${family}${fingerprint}`;
  const on = `AFTER ${EVENTS[event]} ON ${q(table)}`;
  const sql = mysql
    ? `CREATE TRIGGER ${q(name)} ${on} FOR EACH ROW ${raise}`
    : `CREATE TRIGGER IF NOT EXISTS ${q(name)} ${on} BEGIN ${raise}; END`;
  return { name, family, sql };
}

/**
 * Creates what is missing: a version row and three triggers for every table in the metadata,
 * and drops the triggers they replace. Idempotent, and run on every start right after the
 * migrations, under the start-up lock (`openDatabase` in startup-lock.ts), so a table added by
 * any later migration or entity (a new resource) is versioned without being named anywhere.
 * Should two processes still try at once: "already exists" is success, and a new trigger is
 * made before the old one goes.
 */
export async function ensureVersionTriggers(db: DataSource): Promise<void> {
  const mysql = db.options.type === 'mysql';
  const existing = (
    await db.query<{ name: string }[]>(
      mysql
        ? 'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE()'
        : "SELECT name FROM sqlite_master WHERE type = 'trigger'",
    )
  ).map((row) => row.name);
  const present = new Set(
    (
      await db.query<{ name: string }[]>(
        mysql
          ? 'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()'
          : "SELECT name FROM sqlite_master WHERE type = 'table'",
      )
    ).map((row) => row.name),
  );
  for (const table of versionedTables(db)) {
    // An entity whose migration has not run yet: its first query will say so, not this step.
    if (!present.has(table)) {
      logger.warn(`Table ${table} does not exist: no version triggers for it until it does`);
      continue;
    }
    await db.query(
      mysql
        ? `INSERT IGNORE INTO table_versions (name, version) VALUES (?, ${RANDOM.mysql})`
        : `INSERT OR IGNORE INTO table_versions (name, version) VALUES (?, ${RANDOM.sqlite})`,
      [table],
    );
    for (const event of Object.keys(EVENTS) as Event[]) {
      const trigger = triggerFor(db, table, event);
      if (!existing.includes(trigger.name)) {
        try {
          await db.query(trigger.sql);
        } catch (error) {
          if (!alreadyExists(error)) throw error;
        }
      }
      for (const old of existing) {
        const replaced =
          old.startsWith(trigger.family) &&
          /^[0-9a-f]{8}$/.test(old.slice(trigger.family.length)) &&
          old !== trigger.name;
        if (replaced) {
          await db.query(`DROP TRIGGER IF EXISTS ${db.driver.escape(old)}`);
        }
      }
    }
  }
}

/** MySQL's ER_TRG_ALREADY_EXISTS: another process created it first. */
function alreadyExists(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } }).driverError;
  return driverError?.code === 'ER_TRG_ALREADY_EXISTS';
}
