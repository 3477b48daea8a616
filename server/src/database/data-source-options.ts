import fs from 'node:fs';
import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { entities } from './entities.js';
import { InitialSchema1763700000000 } from './migrations/1763700000000-initial-schema.js';
import { UserProfileImage1764000000002 } from './migrations/1764000000002-user-profile-image.js';
import { PaymentRefundDue1764000000901 } from './migrations/1764000000901-payment-refund-due.js';

export const migrations = [
  InitialSchema1763700000000,
  UserProfileImage1764000000002,
  PaymentRefundDue1764000000901,
];

/**
 * The one place database options are built: used by the app, the tests and the TypeORM CLI.
 * MySQL when DATABASE_URL is set, otherwise an embedded SQLite file in DATA_DIR.
 */
export function buildDataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): DataSourceOptions {
  const common = {
    entities,
    migrations,
    migrationsRun: true,
    synchronize: false,
    logging: false,
  } as const;
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'mysql',
      url: config.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      extra: { connectionLimit: 10 },
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: path.join(config.dataDir, 'app.sqlite'),
    // WAL lets readers proceed during a write; foreign keys are off by default in SQLite.
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  };
}
