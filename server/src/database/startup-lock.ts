import { createRequire } from 'node:module';
import { Logger } from '@nestjs/common';
import { createConnection } from 'mysql2/promise';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ensureVersionTriggers } from './version-triggers.js';

/** Longest a process waits for another one's start-up (migrations on a big table take a while). */
const MAX_WAIT_MS = 30 * 60_000;
/** One GET_LOCK call waits this long, then the wait is logged and the call made again. */
const WAIT_STEP_S = 10;
const SQLITE_RETRY_MS = 100;

const logger = new Logger('Database');

/** The one better-sqlite3 call this needs (the package ships no types). */
type SqliteFile = { exec(sql: string): void; close(): void };
const Sqlite = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options: { timeout: number },
) => SqliteFile;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * ADR 0019: the schema changes at start (migrations, version triggers) and the start-up data
 * (the admin, the demo catalogue) are made by one process at a time, whatever the number that
 * start together on one database: TypeORM has no migration lock (typeorm issue 4588), MySQL's
 * DDL is not transactional, and two processes creating the same admin would both fail or both
 * insert. The others wait here, then find the work done and go on.
 *
 * - MySQL/MariaDB: `GET_LOCK` on a connection of its own (outside the pool, so a pool of one
 *   cannot deadlock), named after the database. A process that dies holding it loses its
 *   connection, and the server releases the lock.
 * - SQLite: an exclusive transaction on a lock file beside the database (`<file>.startup-lock`),
 *   held by a connection of its own; the operating system releases it when the process dies.
 */
export async function withStartupLock<T>(
  options: DataSourceOptions,
  work: () => Promise<T>,
): Promise<T> {
  const release: () => Promise<void> | void =
    options.type === 'mysql'
      ? await lockMysql(options)
      : await lockSqlite('database' in options ? options.database : undefined);
  try {
    return await work();
  } finally {
    await release();
  }
}

async function lockMysql(options: { url?: string; connectTimeout?: number }) {
  const connection = await createConnection({
    uri: options.url,
    connectTimeout: options.connectTimeout,
  });
  try {
    const started = Date.now();
    for (;;) {
      // Lock names are server-wide: the database's name keeps two sites (or test runs) apart.
      const [rows] = await connection.query(
        "SELECT GET_LOCK(LEFT(CONCAT('petrolink-start:', DATABASE()), 64), ?) AS got",
        [WAIT_STEP_S],
      );
      const got = (rows as { got: number | string | null }[])[0]?.got;
      if (Number(got) === 1) break;
      if (got === null) throw new Error('GET_LOCK failed (is a database named in DATABASE_URL?)');
      if (Date.now() - started > MAX_WAIT_MS) {
        throw new Error('Another process has been starting up for 30 minutes: giving up');
      }
      logger.log('Another process is migrating the database: waiting for it');
    }
  } catch (error) {
    await connection.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    // Ending the connection releases the lock in any case; the explicit release says so sooner.
    await connection.query("SELECT RELEASE_LOCK(LEFT(CONCAT('petrolink-start:', DATABASE()), 64))");
    await connection.end();
  };
}

async function lockSqlite(database: unknown): Promise<() => void> {
  if (typeof database !== 'string' || database === ':memory:') return () => undefined;
  // timeout 0: a busy lock answers at once and the wait below yields to the event loop.
  const file = new Sqlite(`${database}.startup-lock`, { timeout: 0 });
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      file.exec('BEGIN EXCLUSIVE');
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') {
        file.close();
        throw error;
      }
    }
    if (Date.now() - started > MAX_WAIT_MS) {
      file.close();
      throw new Error('Another process has been starting up for 30 minutes: giving up');
    }
    if (!told) logger.log('Another process is migrating the database: waiting for it');
    told = true;
    await sleep(SQLITE_RETRY_MS);
  }
  return () => {
    file.exec('ROLLBACK');
    file.close();
  };
}

/**
 * The data source the app uses (TypeOrmModule's dataSourceFactory): connected, then, under the
 * start-up lock, migrated and its version triggers made. `migrationsRun` stays off in the options:
 * TypeORM would migrate inside initialize(), before any lock.
 */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const db = await new DataSource(options).initialize();
  try {
    await withStartupLock(options, async () => {
      const ran = await db.runMigrations({ transaction: options.migrationsTransactionMode });
      if (ran.length) logger.log(`Migrated the database: ${ran.map((m) => m.name).join(', ')}`);
      // After the migrations: every table the metadata names exists by now.
      await ensureVersionTriggers(db);
    });
  } catch (error) {
    // TypeOrmModule retries the whole factory: leave no pool open behind.
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}
