import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { Response } from 'superagent';
import { loadConfig } from '../src/config/app-config.js';
import { JobRequest } from '../src/model/job-request.entity.js';
import { migrateUploads } from '../src/ops/storage-migrate.js';
import { S3Driver } from '../src/storage/s3-driver.js';
import { LocalDriver } from '../src/storage/storage-driver.js';
import { storageRoots } from '../src/storage/storage.service.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { readAll, type S3Test, startS3, TEST_BUCKET } from './support/s3-server.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

/** Reads a binary body whatever its type. */
const bytes = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A valid file of each kind (checked by content), padded with random bytes to a real size. */
const png = (size: number) =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
    randomBytes(size),
  ]);
const pdf = (size: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n'),
    Buffer.from(`%${randomBytes(size).toString('base64')}\n`),
    Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);

/**
 * Issue 27 item 1: with S3_BUCKET set, every kind of upload is an object in the bucket (none
 * on local disk) whose stored bytes and length are exactly what was sent (the SDK's checksum
 * trailer must not end up inside objects), and each is served back byte for byte.
 */
describe('Files on S3-compatible storage (s3rver)', () => {
  let s3: S3Test;
  let t: TestApp;
  let prefix: string;
  let admin: SignedIn;

  beforeAll(async () => {
    s3 = await startS3();
    prefix = unique('app-');
    t = await createTestApp(s3.env(prefix));
    admin = await signedInUser(t, Role.Admin);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  /** What the bucket holds under the app's prefix for a database key. */
  const inBucket = (visibility: 'public' | 'private', key: string) =>
    s3.object(`${prefix}/${visibility}/${key.replace(/^\/storage\//, '')}`);

  const nothingOnDisk = () => {
    const roots = storageRoots(t.config.dataDir);
    for (const root of [roots.public, roots.private]) {
      const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }) : [];
      expect(files.filter((f) => fs.statSync(path.join(root, String(f))).isFile())).toEqual([]);
    }
  };

  it('course image: stored exactly, served at /storage with validators, deleted with its course', async () => {
    expect(t.config.storage).toBe('s3');
    const image = png(300_000);
    const base = await makeCourse(t);
    const fields = {
      name: unique('Well control '),
      classification: 'WC-101',
      discipline: 'Drilling',
      description: '<p>Kick detection.</p>',
      category_id: String(base.category.id),
      sub_category_id: String(base.sub_category.id),
      price: '18500.50',
      time: '5 days',
      location: 'New Cairo',
      instructor: 'Eng. Karim',
    };
    let form = t.api().post('/api/courses').set(bearer(admin.token));
    for (const [name, value] of Object.entries(fields)) form = form.field(name, value);
    const res = await form.attach('image', image, 'photo.png').expect(201);
    const course = res.body as { id: number; image: string };
    const key = course.image;
    expect(key).toMatch(/^\/storage\/courses\/[\w-]+\.png$/);

    const stored = await inBucket('public', key);
    expect(stored?.length).toBe(image.length);
    expect(Buffer.compare(stored!.bytes, image)).toBe(0);

    const served = await t.api().get(key).buffer(true).parse(bytes).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Number(served.headers['content-length'])).toBe(image.length);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
    expect(Buffer.compare(served.body as Buffer, image)).toBe(0);
    await t.api().get(key).set('If-None-Match', served.headers.etag).expect(304);
    const head = await t.api().head(key).expect(200);
    expect(Number(head.headers['content-length'])).toBe(image.length);
    await t.api().get('/storage/courses/missing.png').expect(404);
    await t.api().get('/storage/..%2F..%2Fprivate%2Fcvs%2Fx.pdf').expect(404);
    nothingOnDisk();

    await t.api().delete(`/api/courses/${course.id}`).set(bearer(admin.token)).expect(200);
    expect(await inBucket('public', key)).toBeUndefined();
  });

  it('CV and certificate: private objects streamed back byte for byte by their signed address', async () => {
    const job = await t
      .api()
      .post('/api/jobs')
      .set(bearer(admin.token))
      .send({ title: unique('Job '), category: 'Lift', description: '<p>x</p>', type: 'all' })
      .expect(201);
    const cv = pdf(2_000_000);
    const name = unique('Applicant ');
    await t
      .api()
      .post('/api/job-requests')
      .field('full_name', name)
      .field('country', 'Egypt')
      .field('email', `${unique()}@example.com`)
      .field('job_id', String(job.body.id))
      .field('gpa', 'Good')
      .attach('cv', cv, 'cv.pdf')
      .expect(201);
    const [row] = (
      await t
        .api()
        .post(`/api/job-requests/search?full_name=${encodeURIComponent(name)}`)
        .set(bearer(admin.token))
        .expect(200)
    ).body as { id: number; cv: string }[];
    const stored = await t.db.getRepository(JobRequest).findOneByOrFail({ id: row.id });
    const storedCv = await inBucket('private', stored.cv);
    expect(storedCv?.length).toBe(cv.length);
    expect(Buffer.compare(storedCv!.bytes, cv)).toBe(0);
    const gotCv = await t.api().get(row.cv).buffer(true).parse(bytes).expect(200);
    expect(Number(gotCv.headers['content-length'])).toBe(cv.length);
    expect(gotCv.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(gotCv.body as Buffer, cv)).toBe(0);

    const owner = await signedInUser(t, Role.User);
    const course = await makeCourse(t);
    const certificate = pdf(500_000);
    const created = await t
      .api()
      .post('/api/certificates')
      .set(bearer(admin.token))
      .field('user_id', String(owner.id))
      .field('course_id', String(course.id))
      .attach('certificate', certificate, 'certificate.pdf')
      .expect(201);
    const link = (created.body as { certificate: string }).certificate;
    const gotCertificate = await t.api().get(link).buffer(true).parse(bytes).expect(200);
    expect(gotCertificate.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(gotCertificate.body as Buffer, certificate)).toBe(0);
    const byOwner = await t
      .api()
      .get(link.replace(/\?.*$/, ''))
      .set(bearer(owner.token))
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(Buffer.compare(byOwner.body as Buffer, certificate)).toBe(0);
    nothingOnDisk();
  });

  it('profile picture: stored, served, and its object removed when replaced', async () => {
    const user = await signedInUser(t, Role.User);
    const first = png(50_000);
    const up = await t
      .api()
      .post(`/api/users/${user.id}/upload-image`)
      .set(bearer(user.token))
      .attach('profile_image', first, 'me.png')
      .expect(200);
    const key = (up.body as { profile_image: string }).profile_image;
    const stored = await inBucket('public', key);
    expect(stored?.length).toBe(first.length);
    const served = await t.api().get(`/storage/${key}`).buffer(true).parse(bytes).expect(200);
    expect(Buffer.compare(served.body as Buffer, first)).toBe(0);

    await t
      .api()
      .post(`/api/users/${user.id}/upload-image`)
      .set(bearer(user.token))
      .attach('profile_image', png(10), 'me.png')
      .expect(200);
    expect(await inBucket('public', key)).toBeUndefined();
    await t.api().get(`/storage/${key}`).expect(404);
  });

  it('streams of unknown length (multipart, 12 MB) and whole buffers keep their exact bytes', async () => {
    const prefix = unique('drv-');
    const small = randomBytes(1000);
    const driver = new S3Driver({
      bucket: TEST_BUCKET,
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix,
    });
    try {
      const big = randomBytes(12 * 1024 * 1024);
      // Chunks of 64 KB from a generator: the SDK cannot know the length in advance.
      const stream = Readable.from(
        (function* () {
          for (let at = 0; at < big.length; at += 65_536) yield big.subarray(at, at + 65_536);
        })(),
      );
      await driver.put('private/big.bin', stream);
      await driver.put('public/small.bin', small);
      // The client's own setting, with the case that broke under the SDK's default checksums: a
      // stream of known length through PutObject was stored with a 43-byte trailer (1,043).
      await driver.client.send(
        new PutObjectCommand({
          Bucket: TEST_BUCKET,
          Key: `${prefix}/public/streamed.bin`,
          Body: Readable.from([small]),
          ContentLength: small.length,
        }),
      );
      expect((await driver.stat('public/streamed.bin'))?.size).toBe(1000);
      await driver.delete('public/streamed.bin');
      expect((await driver.stat('private/big.bin'))?.size).toBe(big.length);
      expect((await driver.stat('public/small.bin'))?.size).toBe(1000);
      const back = await driver.get('private/big.bin');
      expect(Buffer.compare(await readAll(back!.body), big)).toBe(0);
      expect(
        Buffer.compare(await readAll((await driver.get('public/small.bin'))!.body), small),
      ).toBe(0);
      const listed = [];
      for await (const object of driver.list()) listed.push([object.key, object.size]);
      expect(listed.sort()).toEqual([
        ['private/big.bin', big.length],
        ['public/small.bin', 1000],
      ]);
      await driver.delete('private/big.bin');
      expect(await driver.get('private/big.bin')).toBeUndefined();
      await driver.delete('private/big.bin'); // Missing: not an error.
    } finally {
      driver.close();
    }
  });

  it('storage:migrate copies a local uploads folder into the bucket, idempotently', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-migrate-'));
    try {
      const files: Record<string, Buffer> = {
        'public/courses/demo-a.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'public/profile-images/p.png': png(20_000),
        'private/cvs/c.pdf': pdf(100_000),
        'private/certificates/deep/d.pdf': pdf(10),
      };
      for (const [key, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dataDir, 'uploads', key)), { recursive: true });
        fs.writeFileSync(path.join(dataDir, 'uploads', key), content);
      }
      // A half-written file of the local driver is not an object.
      fs.writeFileSync(path.join(dataDir, 'uploads', 'public', '.x.part'), 'partial');
      const target = new S3Driver({
        bucket: TEST_BUCKET,
        endpoint: s3.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        prefix: unique('mig-'),
      });
      const source = new LocalDriver(path.join(dataDir, 'uploads'));
      try {
        const first = await migrateUploads(source, target);
        expect(first).toEqual({
          copied: 4,
          skipped: 0,
          bytes: Object.values(files).reduce((n, b) => n + b.length, 0),
        });
        const again = await migrateUploads(source, target);
        expect(again).toEqual({ copied: 0, skipped: 4, bytes: 0 });
        // One more local file (uploaded before the switch): only it is copied.
        fs.writeFileSync(path.join(dataDir, 'uploads', 'private', 'cvs', 'late.pdf'), pdf(5));
        expect(await migrateUploads(source, target)).toMatchObject({ copied: 1, skipped: 4 });
        for (const [key, content] of Object.entries(files)) {
          const object = await target.get(key);
          expect([key, object?.size]).toEqual([key, content.length]);
          expect(Buffer.compare(await readAll(object!.body), content)).toBe(0);
        }
      } finally {
        target.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('chooses S3 only when a bucket is named; refuses half a key pair', () => {
    expect(loadConfig({}).storage).toBe('local');
    expect(loadConfig({ S3_BUCKET: 'b' }).storage).toBe('s3');
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET must be set/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
