import {
  type AfterQueryEvent,
  type BeforeQueryEvent,
  type DataSource,
  type EntitySubscriberInterface,
  EventSubscriber,
} from 'typeorm';

/** The parts of a mysql2 pool connection used here. */
interface PoolConnection {
  destroy(): void;
  stream?: { destroy(): void };
}

/**
 * Watches MySQL queries (a TypeORM subscriber; registered for MySQL only).
 *
 * - A query that passed DB_QUERY_TIMEOUT_MS (mysql2 error PROTOCOL_SEQUENCE_TIMEOUT) leaves its
 *   connection waiting for an answer that may never come; mysql2 would put it back in the pool,
 *   where every later query on it would queue behind the lost one. It is destroyed instead, so
 *   the pool opens a fresh connection and recovers without a restart.
 * - It counts queries in flight, so shutdown can wait for them (bounded) before closing the pool:
 *   mysql2 closes a connection only after its current query, which a stalled server never ends.
 */
// TypeORM instantiates only classes marked as subscribers, even when listed in `subscribers`.
@EventSubscriber()
export class ConnectionWatch implements EntitySubscriberInterface {
  private inFlight = 0;
  private readonly idleWaiters = new Set<() => void>();

  beforeQuery(_event: BeforeQueryEvent): void {
    this.inFlight += 1;
  }

  async afterQuery(event: AfterQueryEvent): Promise<void> {
    this.inFlight -= 1;
    if (this.inFlight === 0) for (const wake of this.idleWaiters) wake();
    const code = (event.error as { code?: unknown } | undefined)?.code;
    if (event.success || code !== 'PROTOCOL_SEQUENCE_TIMEOUT') return;
    // connect() hands back the runner's current connection; TypeORM waits for this promise
    // before it releases that connection to the pool.
    const connection = (await event.queryRunner.connect()) as PoolConnection;
    connection.destroy();
    connection.stream?.destroy();
  }

  /** Resolves when no query is in flight, or after `maxMs`; true when idle. */
  whenIdle(maxMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (idle: boolean) => {
        clearTimeout(timer);
        this.idleWaiters.delete(wake);
        resolve(idle);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), maxMs);
      this.idleWaiters.add(wake);
    });
  }

  static of(db: DataSource): ConnectionWatch | undefined {
    return db.subscribers.find((s): s is ConnectionWatch => s instanceof ConnectionWatch);
  }
}
