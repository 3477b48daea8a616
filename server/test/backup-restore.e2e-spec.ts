import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import * as tar from 'tar';
import type { Response } from 'superagent';
import { createApp } from '../src/app.factory.js';
import { type AppConfig, loadConfig } from '../src/config/app-config.js';
import { JobRequest } from '../src/model/job-request.entity.js';
import { backup, restore, sqliteFile } from '../src/ops/backup.js';
import { SeedService } from '../src/seed/seed.service.js';
import type { StorageDriver } from '../src/storage/storage-driver.js';
import { createStorageDriver } from '../src/storage/storage.service.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse, PNG } from './support/courses.js';
import { readAll, type S3Test, startS3 } from './support/s3-server.js';
import { bearer, createTestApp, signedInUser, type TestApp, unique } from './support/test-app.js';

interface SqliteDb {
  prepare(sql: string): { all(): Record<string, unknown>[] };
  close(): void;
}
const Sqlite = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean },
) => SqliteDb;

const PDF = (marker: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% ${marker}\ntrailer<<>>\n%%EOF\n`);

/** Reads a binary body whatever its type. */
const bytes = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Rows as sorted JSON lines: equal when the tables hold the same rows, whatever the order. */
const canonical = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();

/** Every table (and the schema itself: tables, indexes, triggers) of a SQLite file. */
function sqliteContents(file: string): Record<string, string[]> {
  const db = new Sqlite(file, { readonly: true });
  try {
    const schema = db
      .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
      .all();
    const contents: Record<string, string[]> = { '(schema)': canonical(schema) };
    for (const { name } of schema.filter((s) => s.type === 'table') as { name: string }[]) {
      contents[name] = canonical(db.prepare(`SELECT * FROM "${name}"`).all());
    }
    return contents;
  } finally {
    db.close();
  }
}

/** Every table and trigger of a MySQL database. */
async function mysqlContents(url: string): Promise<Record<string, string[]>> {
  const db = await createConnection({
    uri: url,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  try {
    const [tables] = await db.query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
    );
    const [triggers] = await db.query(
      'SELECT TRIGGER_NAME, EVENT_OBJECT_TABLE, ACTION_TIMING, EVENT_MANIPULATION, ACTION_STATEMENT FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE()',
    );
    const contents: Record<string, string[]> = {
      '(triggers)': canonical(triggers as Record<string, unknown>[]),
    };
    for (const { name } of tables as { name: string }[]) {
      const [rows] = await db.query(`SELECT * FROM \`${name}\``);
      contents[name] = canonical(rows as Record<string, unknown>[]);
    }
    return contents;
  } finally {
    await db.end();
  }
}

/** Every stored file's bytes by key. */
async function filesOf(driver: StorageDriver): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const object of driver.list()) {
    files.set(object.key, await readAll((await driver.get(object.key))!.body));
  }
  return files;
}

/**
 * A populated instance: the demo catalogue (its images), a course image, a profile picture,
 * a CV and a certificate uploaded through the API. Returns what a restored copy must serve.
 */
async function populate(t: TestApp) {
  await t.app.get(SeedService).run();
  const admin = await signedInUser(t, Role.Admin);
  const member = await signedInUser(t, Role.User);
  const picture = Buffer.concat([PNG, Buffer.from(unique('pic'))]);
  const pictureKey = (
    await t
      .api()
      .post(`/api/users/${member.id}/upload-image`)
      .set(bearer(member.token))
      .attach('profile_image', picture, 'me.png')
      .expect(200)
  ).body.profile_image as string;
  const job = await t
    .api()
    .post('/api/jobs')
    .set(bearer(admin.token))
    .send({ title: unique('Job '), category: 'Lift', description: '<p>x</p>', type: 'all' })
    .expect(201);
  const cv = PDF(unique('cv'));
  const application = await t
    .api()
    .post('/api/job-requests')
    .field('full_name', unique('Applicant '))
    .field('country', 'Egypt')
    .field('email', `${unique()}@example.com`)
    .field('job_id', String(job.body.id))
    .field('gpa', 'Good')
    .attach('cv', cv, 'cv.pdf')
    .expect(201);
  const course = await makeCourse(t);
  await t
    .api()
    .post('/api/certificates')
    .set(bearer(admin.token))
    .field('user_id', String(member.id))
    .field('course_id', String(course.id))
    .attach('certificate', PDF(unique('cert')), 'certificate.pdf')
    .expect(201);
  return {
    adminEmail: admin.email,
    password: admin.password,
    pictureKey,
    picture,
    applicationId: application.body.id as number,
    cv,
  };
}

type Populated = Awaited<ReturnType<typeof populate>>;

/** Starts the app on the restored instance: it signs in, and serves the files it names. */
async function servesRestored(config: AppConfig, populated: Populated) {
  const app = await createApp(config, { logger: false });
  await app.init();
  try {
    const api = () => request(app.getHttpServer());
    const login = await api()
      .post('/api/login')
      .send({ email_or_phone: populated.adminEmail, password: populated.password })
      .expect(200);
    const token = (login.body as { data: { token: string } }).data.token;
    const picture = await api()
      .get(`/storage/${populated.pictureKey}`)
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(Buffer.compare(picture.body as Buffer, populated.picture)).toBe(0);
    const cv = await api()
      .get(`/api/job-requests/${populated.applicationId}/cv`)
      .set(bearer(token))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(Buffer.compare(cv.body as Buffer, populated.cv)).toBe(0);
  } finally {
    await app.close();
  }
}

/**
 * Issue 27 item 6: a backup of a populated instance, restored into a fresh one, holds every
 * table row and every file byte for byte, and the restored instance works.
 */
describe('Backup and restore', () => {
  const folders: string[] = [];
  const tempDir = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `petrolink-${name}-`));
    folders.push(dir);
    return dir;
  };
  let s3: S3Test;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.close();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** SQLite source and target, files on local disk or in the bucket. */
  async function sqliteRoundTrip(files: 'local' | 's3') {
    const s3Env = (): Record<string, string> => (files === 's3' ? s3.env() : {});
    // No timers that write on their own: the copy is compared with the source afterwards.
    const quiet = { MAIL_POLL_MS: '0', SESSION_SWEEP_MS: '0' };
    const t = await createTestApp({ DATABASE_URL: '', SEED_DEMO: '1', ...quiet, ...s3Env() });
    folders.push(t.config.dataDir);
    const populated = await populate(t);

    // Online: the app is running, its last writes still in SQLite's write-ahead log.
    expect(fs.statSync(`${sqliteFile(t.config)}-wal`).size).toBeGreaterThan(0);
    const out = tempDir('backups');
    const source = createStorageDriver(t.config);
    const report = await backup(t.config, out, source);
    await t.app.close();
    expect(path.basename(report.archive)).toMatch(
      /^petrolink-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
    );
    expect(report).toMatchObject({ database: 'sqlite' });
    expect(report.files).toBeGreaterThanOrEqual(4);

    const fresh = loadConfig({ DATA_DIR: tempDir('restored'), SEED_DEMO: '0', ...s3Env() });
    const target = createStorageDriver(fresh);
    try {
      expect(await restore(fresh, report.archive, {}, target)).toEqual({
        database: 'sqlite',
        files: report.files,
        bytes: report.bytes,
      });
      const before = sqliteContents(sqliteFile(t.config));
      const after = sqliteContents(sqliteFile(fresh));
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      for (const table of Object.keys(before)) {
        expect([table, after[table]]).toEqual([table, before[table]]);
      }
      const original = await filesOf(source);
      const copied = await filesOf(target);
      expect([...copied.keys()].sort()).toEqual([...original.keys()].sort());
      expect(original.size).toBe(report.files);
      // The demo catalogue's images, the picture, the CV and the certificate.
      const demoImages = [...original.keys()].filter((k) => k.startsWith('public/courses/demo-'));
      expect(demoImages.length).toBeGreaterThan(0);
      expect(copied.has(`public/${populated.pictureKey}`)).toBe(true);
      for (const [key, content] of original) {
        expect([key, Buffer.compare(copied.get(key)!, content)]).toEqual([key, 0]);
      }
      // An instance that already holds data is not overwritten.
      await expect(restore(fresh, report.archive, {}, target)).rejects.toThrow(/not empty/);
    } finally {
      source.close();
      target.close();
    }
    await servesRestored(fresh, populated);
  }

  it('SQLite with files on local disk: every table and file byte for byte', async () => {
    await sqliteRoundTrip('local');
  });

  it('SQLite with files in an S3 bucket: every table and object byte for byte', async () => {
    await sqliteRoundTrip('s3');
  });

  it('refuses a damaged archive before writing anything', async () => {
    const t = await createTestApp({ DATABASE_URL: '' });
    folders.push(t.config.dataDir);
    await signedInUser(t, Role.User);
    await t.app.close();
    const report = await backup(t.config, tempDir('damaged'));
    // Tamper with the manifest's sum of a file after the fact: unpack, edit, repack.
    const work = tempDir('unpacked');
    await tar.x({ file: report.archive, cwd: work });
    const manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8')) as {
      files: { key: string; size: number; sha256: string }[];
    };
    manifest.files.push({ key: 'private/cvs/ghost.pdf', size: 1, sha256: '0'.repeat(64) });
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest));
    const damaged = path.join(tempDir('repacked'), 'damaged.tar.gz');
    await tar.c({ gzip: true, file: damaged, cwd: work }, fs.readdirSync(work));
    const fresh = loadConfig({ DATA_DIR: tempDir('untouched'), SEED_DEMO: '0' });
    await expect(restore(fresh, damaged)).rejects.toThrow(/damaged: private\/cvs\/ghost\.pdf/);
    expect(fs.existsSync(sqliteFile(fresh))).toBe(false);
  });

  const mysqlUrl = process.env.TEST_DATABASE_URL;
  (mysqlUrl ? it : it.skip)(
    'MySQL (mysqldump): every table, trigger and file byte for byte',
    async () => {
      const t = await createTestApp();
      folders.push(t.config.dataDir);
      const populated = await populate(t);
      const cvKey = (
        await t.db.getRepository(JobRequest).findOneByOrFail({ id: populated.applicationId })
      ).cv;
      await t.app.close();
      const report = await backup(t.config, tempDir('mysql-backups'));
      expect(report.database).toBe('mysql');

      const restoredName = `${new URL(mysqlUrl!).pathname.slice(1)}_restore_${Date.now().toString(36)}`;
      const admin = await createConnection({ uri: mysqlUrl! });
      await admin.query(
        `CREATE DATABASE \`${restoredName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
      try {
        const restoredUrl = Object.assign(new URL(mysqlUrl!), { pathname: `/${restoredName}` });
        const fresh = loadConfig({
          DATA_DIR: tempDir('mysql-restored'),
          DATABASE_URL: restoredUrl.href,
          SEED_DEMO: '0',
        });
        await restore(fresh, report.archive);
        const before = await mysqlContents(mysqlUrl!);
        const after = await mysqlContents(restoredUrl.href);
        expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
        for (const table of Object.keys(before)) {
          expect([table, after[table]]).toEqual([table, before[table]]);
        }
        const original = await filesOf(createStorageDriver(t.config));
        const copied = await filesOf(createStorageDriver(fresh));
        expect([...copied.keys()].sort()).toEqual([...original.keys()].sort());
        for (const [key, content] of original) {
          expect([key, Buffer.compare(copied.get(key)!, content)]).toEqual([key, 0]);
        }
        expect(copied.has(`private/${cvKey}`)).toBe(true);
        await expect(restore(fresh, report.archive)).rejects.toThrow(/not empty/);
        await servesRestored(fresh, populated);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS \`${restoredName}\``);
        await admin.end();
      }
    },
    120_000,
  );
});
