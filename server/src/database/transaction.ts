import type { DataSource, EntityManager } from 'typeorm';
import { QueryFailedError } from 'typeorm';

const queues = new WeakMap<DataSource, Promise<unknown>>();

function isSqlite(db: DataSource): boolean {
  return db.options.type === 'better-sqlite3';
}

/** MySQL asks the loser of a lock conflict to try again. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * A database transaction that really is one under concurrency.
 *
 * TypeORM gives every SQLite caller the same connection, so two overlapping
 * `db.transaction()` calls would nest as savepoints of one transaction and commit or roll back
 * each other's work: on SQLite they run one after another here. On MySQL each runs on its own
 * connection; a deadlock victim is retried.
 */
export async function inTransaction<T>(
  db: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  if (isSqlite(db)) {
    const previous = queues.get(db) ?? Promise.resolve();
    const run = previous.then(
      () => db.transaction(work),
      () => db.transaction(work),
    );
    queues.set(
      db,
      run.catch(() => undefined),
    );
    return run;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}
