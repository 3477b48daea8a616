import fs from 'node:fs';
import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { ConnectionWatch } from './connection-watch.js';
import { QueryLogger } from './query-logger.js';
import { SqliteRollbacks } from './table-versions.js';
import { migrations } from './migrations.js';

export { migrations };

/** The entity classes TypeORM maps: the registry's (src/resources/index.ts `ENTITIES`). */
export type EntityList = NonNullable<DataSourceOptions['entities']>;

/**
 * The one place database options are built: used by the app, the tests and the TypeORM CLI.
 * MySQL when DATABASE_URL is set, otherwise an embedded SQLite file in DATA_DIR. The entities
 * come from the caller: this folder knows no feature (the registry above it lists them).
 */
export function buildDataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'database'>,
  entities: EntityList,
): DataSourceOptions {
  const common = {
    entities,
    migrations,
    // Never inside initialize(): the app migrates under its start-up lock (openDatabase in
    // startup-lock.ts, ADR 0019), so that processes starting together do not race.
    migrationsRun: false,
    synchronize: false,
    logging: false,
  } as const;
  if (config.databaseUrl) {
    const limits = config.database;
    return {
      ...common,
      type: 'mysql',
      url: config.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // A database that is down or stalled must cost a request seconds, not minutes:
      // connecting gives up after connectTimeout; a query after maxQueryExecutionTime once
      // DatabaseLimits turns enableQueryTimeout on (after migrations); ConnectionWatch then
      // destroys that connection so the pool recovers by itself.
      connectTimeout: limits.connectTimeoutMs,
      maxQueryExecutionTime: limits.queryTimeoutMs,
      logger: new QueryLogger(),
      // mysql2's long stack traces capture a stack for every query: 3 % of a dashboard page's
      // CPU (issue 12 profile). Errors keep their code and message, which is what we act on.
      trace: false,
      subscribers: [ConnectionWatch],
      extra: {
        connectionLimit: limits.poolSize,
        // Waiting for a busy pool is bounded too: beyond queueLimit the pool refuses (503).
        waitForConnections: true,
        queueLimit: limits.queueLimit,
        // TCP keep-alive notices a peer that vanished without closing (idle connections).
        enableKeepAlive: true,
        keepAliveInitialDelay: 10_000,
      },
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    // A read beside an open transaction sees its rows here (one connection): table-versions.ts.
    subscribers: [SqliteRollbacks],
    database: path.join(config.dataDir, 'app.sqlite'),
    // WAL lets readers proceed during a write; foreign keys are off by default in SQLite.
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  };
}
