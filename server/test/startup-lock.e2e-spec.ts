import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { MIGRATION_FILE } from '../src/database/migrations.js';
import { freePort } from './support/payments.js';
import {
  ensureBuilt,
  serverDir,
  startServer,
  type ServerProcess,
} from './support/server-process.js';
import { unique } from './support/test-app.js';

/**
 * Issue 27 item 3 (ADR 0019): three server processes started at the same moment on an empty
 * database all become healthy, with one schema: every migration recorded once, the version
 * triggers complete, one admin. One process migrated; the others waited for its lock.
 */

const Sqlite = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean },
) => { prepare(sql: string): { all(): unknown[] }; close(): void };

/** The migrations the built server runs. */
const migrationFiles = () =>
  fs
    .readdirSync(path.join(serverDir, 'dist', 'database', 'migrations'))
    .filter((file) => MIGRATION_FILE.test(file) && file.endsWith('.js'));

interface Schema {
  migrations: string[];
  triggers: number;
  versionedTables: number;
  admins: number;
}

async function startThree(env: Record<string, string>) {
  const ports = [await freePort(), await freePort(), await freePort()];
  // At the same moment: all three are spawned before any is waited for.
  const servers = ports.map((port) => startServer(port, env));
  try {
    await Promise.all(servers.map((server) => server.healthy()));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  return servers;
}

function expectOneSchema(schema: Schema, servers: ServerProcess[]) {
  const files = migrationFiles();
  expect(new Set(schema.migrations).size).toBe(schema.migrations.length);
  expect(schema.migrations).toHaveLength(files.length);
  // The version triggers (ADR 0016, named tv_…): insert, update and delete on every versioned
  // table, none twice (other triggers, e.g. SQLite's word-search sync, are not counted).
  expect(schema.versionedTables).toBeGreaterThan(10);
  expect(schema.triggers).toBe(3 * schema.versionedTables);
  expect(schema.admins).toBe(1);
  // One process ran the migrations; the others found them done.
  const migrated = servers.filter((server) =>
    server.lines.some((line) => line.includes('Migrated the database')),
  );
  expect(migrated).toHaveLength(1);
}

const ADMIN = { ADMIN_EMAIL: `${unique('lock')}@example.com`, ADMIN_PASSWORD: 'Start-Lock-1!' };
// Every process must sign file links alike: a key generated at start would differ per process.
const SECRET = { FILE_URL_SECRET: 'startup-lock-test-secret-0123456789abcdef' };

beforeAll(() => ensureBuilt(), 300_000);

describe('three processes starting together on one empty SQLite file', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-lock-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('all become healthy, with one schema and one admin', async () => {
    const servers = await startThree({
      ...ADMIN,
      ...SECRET,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    });
    const db = new Sqlite(path.join(dataDir, 'app.sqlite'), { readonly: true });
    try {
      const all = <T>(sql: string) => db.prepare(sql).all() as T[];
      expectOneSchema(
        {
          migrations: all<{ name: string }>('SELECT name FROM migrations').map((row) => row.name),
          triggers: all(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'tv\\_%' ESCAPE '\\'",
          ).length,
          versionedTables: all('SELECT name FROM table_versions').length,
          admins: all<{ n: number }>(
            `SELECT COUNT(*) AS n FROM users WHERE email = '${ADMIN.ADMIN_EMAIL}'`,
          )[0].n,
        },
        servers,
      );
    } finally {
      db.close();
    }
  }, 240_000);
});

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  process.stdout.write(
    'Skipping the MariaDB start-up lock test: TEST_DATABASE_URL is not set (the MySQL pass sets it).\n',
  );
}
const withMysql = databaseUrl ? describe : describe.skip;

withMysql('three processes starting together on one empty MariaDB/MySQL database', () => {
  // A database of its own, empty: the shared test database is already migrated.
  const url = new URL(databaseUrl ?? 'mysql://root@127.0.0.1:3306/none');
  const name = `${url.pathname.slice(1)}_lock_${Date.now().toString(36)}`.slice(0, 60);
  let admin: mysql.Connection;

  beforeAll(async () => {
    admin = await mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    });
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  });
  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin?.end();
  });

  it('all become healthy, with one schema and one admin', async () => {
    const target = new URL(url.href);
    target.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-lock-'));
    try {
      const servers = await startThree({
        ...ADMIN,
        ...SECRET,
        DATA_DIR: dataDir,
        DATABASE_URL: target.href,
        REDIS_URL: '',
      });
      const rows = async <T>(sql: string) => (await admin.query(sql))[0] as T[];
      expectOneSchema(
        {
          migrations: (await rows<{ name: string }>(`SELECT name FROM \`${name}\`.migrations`)).map(
            (row) => row.name,
          ),
          triggers: (
            await rows(`SELECT TRIGGER_NAME FROM information_schema.TRIGGERS
                        WHERE TRIGGER_SCHEMA = '${name}' AND TRIGGER_NAME LIKE 'tv\\_%'`)
          ).length,
          versionedTables: (await rows(`SELECT name FROM \`${name}\`.table_versions`)).length,
          admins: Number(
            (
              await rows<{ n: number }>(
                `SELECT COUNT(*) AS n FROM \`${name}\`.users WHERE email = '${ADMIN.ADMIN_EMAIL}'`,
              )
            )[0].n,
          ),
        },
        servers,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
