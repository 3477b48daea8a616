import {
  type DataSource,
  EventSubscriber,
  type EntitySubscriberInterface,
  type TransactionRollbackEvent,
} from 'typeorm';

/**
 * Table versions, as the database keeps them (version-triggers.ts: a trigger on every entity
 * table raises its row on every change), read for many requests at once (VersionWatch) and used
 * to keep what is costly to recompute while the tables behind it are unchanged: row counts and
 * page anchors of big lists, a search's matching ids, ETags of shared answers (ADR 0016).
 */

/**
 * Rollbacks seen by this process, on SQLite only. Every caller shares its one connection, so a
 * read beside an open transaction sees that transaction's rows. A trigger's raise is rolled
 * back with them, and the version read *before* such a read is current again: what was
 * computed from the phantom rows must not match it. Counting rollbacks into every snapshot
 * (versionsIn) makes it never match. MySQL readers never see another connection's uncommitted
 * rows, so it needs none.
 */
@EventSubscriber()
export class SqliteRollbacks implements EntitySubscriberInterface {
  afterTransactionRollback(event: TransactionRollbackEvent) {
    const db = event.connection;
    rollbacks.set(db, (rollbacks.get(db) ?? 0) + 1);
  }
}

const rollbacks = new WeakMap<DataSource, number>();

/** The pseudo-table a snapshot carries this process's SQLite rollback count under. */
const ROLLBACKS = '#rollbacks';

/**
 * The current versions of these tables, as one comparable string: read through the database's
 * one VersionWatch, so that concurrent requests share a read made after they arrived.
 */
export async function readVersions(db: DataSource, tables: readonly string[]): Promise<string> {
  return versionsIn(await versionWatch(db).read(), tables);
}

const watches = new WeakMap<DataSource, VersionWatch>();

/**
 * The database's VersionWatch, made on first use. The server makes it first (app.factory), with
 * its request deadline as the read's time limit; elsewhere (scripts, tests) a query's own.
 */
export function versionWatch(db: DataSource, timeoutMs = 15_000): VersionWatch {
  let watch = watches.get(db);
  if (!watch) watches.set(db, (watch = new VersionWatch(db, timeoutMs)));
  return watch;
}

/** Every table's version, as read in one query. */
export type VersionSnapshot = ReadonlyMap<string, string>;

/** The versions of these tables in a snapshot, as one comparable string. */
export function versionsIn(snapshot: VersionSnapshot, tables: readonly string[]): string {
  let out = '';
  for (const table of tables) out += `${table}:${snapshot.get(table) ?? '0'},`;
  const rolledBack = snapshot.get(ROLLBACKS);
  return rolledBack ? `${out}${ROLLBACKS}:${rolledBack}` : out;
}

/**
 * Reads every table's version for many requests at once, never older than a request.
 *
 * A request joins a read that starts after it arrived: the requests of one turn of the event
 * loop share a read made at its end, and while one read is in flight everyone arriving waits
 * for the next, which starts when the first settles. So a write that committed before a
 * request arrived is always seen, and under load one query answers a whole queue of requests
 * instead of one query each. A read that takes longer than `timeoutMs` fails with
 * VersionsTimeout (the database is stalled), so no waiter hangs.
 */
export class VersionWatch {
  private inFlight?: Promise<VersionSnapshot>;
  private queued?: Promise<VersionSnapshot>;

  constructor(
    private readonly db: DataSource,
    private readonly timeoutMs: number,
  ) {}

  read(): Promise<VersionSnapshot> {
    // The queued read has not started yet: it is newer than this request.
    if (this.queued) return this.queued;
    // It starts once the one in flight has settled, else at the end of this turn of the event
    // loop, so that every request that arrived in this turn shares it.
    const after = this.inFlight
      ? this.inFlight.then(noop, noop)
      : new Promise<void>((resolve) => setImmediate(resolve));
    return (this.queued = after.then(() => {
      this.queued = undefined;
      return (this.inFlight = this.start());
    }));
  }

  private start(): Promise<VersionSnapshot> {
    const read = this.db
      .query('SELECT name, version FROM table_versions')
      .then((rows: { name: string; version: number | string }[]) => {
        const snapshot = new Map(rows.map((row) => [row.name, String(row.version)]));
        const rolledBack = rollbacks.get(this.db);
        if (rolledBack) snapshot.set(ROLLBACKS, String(rolledBack));
        return snapshot;
      });
    const settled = withDeadline(read, this.timeoutMs).finally(() => {
      if (this.inFlight === settled) this.inFlight = undefined;
    });
    return settled;
  }
}

/**
 * The promise, or VersionsTimeout once `ms` have passed (a stalled database: a 503, not a hang).
 * A late failure of the promise is not left unhandled.
 */
function withDeadline<V>(promise: Promise<V>, ms: number): Promise<V> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new VersionsTimeout()), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const noop = () => undefined;

export class VersionsTimeout extends Error {
  /** A stalled database, as isDatabaseUnavailable reads a driver's timeout: a 503, not a 500. */
  readonly code = 'ETIMEDOUT';

  constructor() {
    super('The table versions were not read in time');
  }
}

type Kept = Map<string, { versions: string; value: Promise<unknown> }>;
const kept = new WeakMap<DataSource, Kept>();
/** Entries kept per database before the store starts again (a few MB at most). */
const KEPT_MAX = 1000;

/**
 * A value computed from these tables, kept per database and key while their versions stay the
 * same (every process sees a write's new version as soon as it commits). The versions are read
 * before computing, so a value is never kept under a version newer than the rows it came from.
 * Concurrent callers under the same versions share one computation; a failed one is forgotten.
 */
export async function keptWhileUnchanged<V>(
  db: DataSource,
  tables: readonly string[],
  key: string,
  compute: () => Promise<V>,
): Promise<V> {
  let known = kept.get(db);
  if (!known) kept.set(db, (known = new Map() as Kept));
  const entry = `${tables.join(',')}|${key}`;
  const versions = await readVersions(db, tables);
  const hit = known.get(entry);
  if (hit?.versions === versions) return hit.value as Promise<V>;
  const value = compute();
  if (known.size >= KEPT_MAX) known.clear();
  known.set(entry, { versions, value });
  value.catch(() => {
    if (known.get(entry)?.value === value) known.delete(entry);
  });
  return value;
}

/**
 * An exact row count, kept while the table's version stays the same: a dashboard's first page
 * over a million rows need not count them all again for every visit.
 */
export function cachedCount(
  db: DataSource,
  table: string,
  filter: unknown,
  count: () => Promise<number>,
): Promise<number> {
  return keptWhileUnchanged(db, [table], `count|${JSON.stringify(filter ?? null)}`, count);
}
