import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createConnection } from 'mysql2/promise';
import * as tar from 'tar';
import type { AppConfig } from '../config/app-config.js';
import { contentTypeOf, createStorageDriver } from '../storage/storage.service.js';
import { assertKey, type StorageDriver } from '../storage/storage-driver.js';

/** The SQLite online backup API of better-sqlite3 (the driver TypeORM uses here). */
interface SqliteHandle {
  backup(destination: string): Promise<unknown>;
  close(): void;
}
const Sqlite = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteHandle;

/** What an archive holds: manifest.json, the database and every stored file under files/. */
export interface BackupManifest {
  format: 1;
  created_at: string;
  database: { kind: 'sqlite' | 'mysql'; file: string };
  files: { key: string; size: number; sha256: string }[];
}

export interface BackupReport {
  archive: string;
  database: 'sqlite' | 'mysql';
  files: number;
  bytes: number;
}

type Settings = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'storage' | 's3'>;

/** The SQLite file of a configuration without DATABASE_URL (data-source-options.ts). */
export const sqliteFile = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'app.sqlite');

/** mysql/mysqldump arguments and password (given by MYSQL_PWD, never on the command line). */
function mysqlTarget(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return {
    args: [
      `--host=${url.hostname}`,
      `--port=${url.port || '3306'}`,
      `--user=${decodeURIComponent(url.username)}`,
      '--default-character-set=utf8mb4',
    ],
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.replace(/^\//, '')),
  };
}

/** Runs a client program; stdin from `input` when given. Fails with its error output. */
function run(program: string, args: string[], password: string, input?: Readable) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, MYSQL_PWD: password },
      stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(`${program} could not be started (${error.message}): install mariadb-client`),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (${code}): ${errors.trim()}`)),
    );
    if (input && child.stdin) {
      input.on('error', (error) => {
        child.kill();
        reject(error);
      });
      input.pipe(child.stdin);
    }
  });
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** A file name safe on every system: 2026-11-27T09-30-00Z. */
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * `npm run backup`: the database (SQLite's online backup API, or mysqldump in one consistent
 * transaction) and then every stored file, into one dated .tar.gz with a manifest of sizes and
 * SHA-256 sums. Safe while the app runs. A file uploaded meanwhile may or may not be in it;
 * the database is taken first, so every file it names was there to copy.
 */
export async function backup(
  config: Settings,
  outDir: string,
  driver: StorageDriver = createStorageDriver(config),
  now = new Date(),
): Promise<BackupReport> {
  await fs.mkdir(outDir, { recursive: true });
  const name = `petrolink-backup-${stamp(now)}`;
  const staging = await fs.mkdtemp(path.join(outDir, `.${name}-`));
  try {
    const kind = config.databaseUrl ? 'mysql' : 'sqlite';
    const dbFile = kind === 'mysql' ? 'database.sql' : 'database.sqlite';
    if (config.databaseUrl) {
      const target = mysqlTarget(config.databaseUrl);
      await run(
        process.env.MYSQLDUMP_BIN ?? 'mysqldump',
        [
          ...target.args,
          // One consistent snapshot of InnoDB tables without locking the app out.
          '--single-transaction',
          '--quick',
          '--triggers',
          '--hex-blob',
          // Tablespaces need the PROCESS privilege, which the app's user has no reason to hold.
          '--no-tablespaces',
          '--skip-dump-date',
          `--result-file=${path.join(staging, dbFile)}`,
          target.database,
        ],
        target.password,
      );
    } else {
      const db = new Sqlite(sqliteFile(config), { readonly: true, fileMustExist: true });
      try {
        await db.backup(path.join(staging, dbFile));
      } finally {
        db.close();
      }
    }
    const files: BackupManifest['files'] = [];
    for await (const object of driver.list()) {
      const stored = await driver.get(object.key);
      if (!stored) continue; // Deleted since it was listed.
      const target = path.join(staging, 'files', ...object.key.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await pipeline(stored.body, createWriteStream(target));
      const { size } = await fs.stat(target);
      files.push({ key: object.key, size, sha256: await sha256(target) });
    }
    await fs.mkdir(path.join(staging, 'files'), { recursive: true });
    const manifest: BackupManifest = {
      format: 1,
      created_at: now.toISOString(),
      database: { kind, file: dbFile },
      files: files.sort((a, b) => a.key.localeCompare(b.key)),
    };
    await fs.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const archive = path.join(outDir, `${name}.tar.gz`);
    await tar.c({ gzip: true, file: archive, cwd: staging, portable: true }, [
      'manifest.json',
      dbFile,
      'files',
    ]);
    return {
      archive,
      database: kind,
      files: files.length,
      bytes: files.reduce((sum, file) => sum + file.size, 0),
    };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Tables of the configured database (none: an empty instance). */
async function mysqlTables(databaseUrl: string): Promise<number> {
  const connection = await createConnection({ uri: databaseUrl.replace(/^mariadb:/, 'mysql:') });
  try {
    const [rows] = await connection.query(
      'SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
    );
    return Number((rows as { n: number }[])[0].n);
  } finally {
    await connection.end();
  }
}

/**
 * The dump without DEFINER clauses: the triggers are then owned by whoever restores them, so a
 * dump taken as one database user restores as another (no SUPER or SET_USER_ID needed).
 */
const DEFINER = /\/\*!50017 DEFINER=`[^`]*`@`[^`]*`\s*\*\/\s?/g;

function withoutDefiners(file: string): Readable {
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  return Readable.from(
    (async function* () {
      for await (const line of lines) {
        yield `${line.replace(DEFINER, '')}\n`;
      }
    })(),
  );
}

export interface RestoreReport {
  database: 'sqlite' | 'mysql';
  files: number;
  bytes: number;
}

/**
 * `npm run restore <archive>`: into an empty instance (no tables, no stored files; `force`
 * overwrites). Every file is checked against the manifest's size and SHA-256 before anything
 * is written. Stop the app first; start it after (it runs any newer migrations).
 */
export async function restore(
  config: Settings,
  archive: string,
  options: { force?: boolean } = {},
  driver: StorageDriver = createStorageDriver(config),
): Promise<RestoreReport> {
  // In the temp folder: the archive's own folder may be read-only (a mounted backup volume).
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'petrolink-restore-'));
  try {
    await tar.x({ file: archive, cwd: work, strict: true });
    const manifest = JSON.parse(
      await fs.readFile(path.join(work, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
    const kind = config.databaseUrl ? 'mysql' : 'sqlite';
    if (manifest.database.kind !== kind) {
      throw new Error(
        `This backup holds a ${manifest.database.kind} database; this instance uses ${kind}`,
      );
    }
    for (const file of manifest.files) {
      assertKey(file.key);
      const local = path.join(work, 'files', ...file.key.split('/'));
      const stat = await fs.stat(local).catch(() => undefined);
      if (!stat || stat.size !== file.size || (await sha256(local)) !== file.sha256) {
        throw new Error(`The archive is damaged: ${file.key} does not match its manifest`);
      }
    }
    if (!options.force) {
      const notEmpty =
        kind === 'mysql'
          ? (await mysqlTables(config.databaseUrl!)) > 0
          : await fs.stat(sqliteFile(config)).then(
              () => true,
              () => false,
            );
      if (notEmpty) throw new Error('The database is not empty: restore into an empty one');
      const first = await driver.list()[Symbol.asyncIterator]().next();
      if (!first.done) {
        throw new Error(
          `The file storage is not empty (${first.value.key}): restore into an empty one`,
        );
      }
    }
    const dump = path.join(work, manifest.database.file);
    if (config.databaseUrl) {
      const target = mysqlTarget(config.databaseUrl);
      await run(
        process.env.MYSQL_BIN ?? 'mysql',
        [...target.args, target.database],
        target.password,
        withoutDefiners(dump),
      );
    } else {
      const file = sqliteFile(config);
      await fs.mkdir(path.dirname(file), { recursive: true });
      for (const stale of [`${file}-wal`, `${file}-shm`]) await fs.rm(stale, { force: true });
      await fs.copyFile(dump, file);
    }
    for (const file of manifest.files) {
      const local = path.join(work, 'files', ...file.key.split('/'));
      await driver.put(file.key, createReadStream(local), contentTypeOf(file.key));
    }
    return {
      database: kind,
      files: manifest.files.length,
      bytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
    };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
