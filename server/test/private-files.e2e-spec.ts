import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'superagent';
import { Certificate } from '../src/model/certificate.entity.js';
import { JobRequest } from '../src/model/job-request.entity.js';
import { fileUrlSecret, SignedLinks } from '../src/storage/signed-links.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse, PNG } from './support/courses.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const SIGNED = /^(\/api\/[\w/-]+)\?expires=(\d+)&sig=([\w-]{43})$/;

/** Reads a binary body whatever its type. */
const bytes = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * DECISIONS 17: a CV or certificate named in a response is a short-lived signed address that a
 * plain `<a href>` / `<img src>` opens without a header; without a valid signature the Bearer
 * rule of DECISIONS 2 applies. Requests are made as the spec's client makes them:
 * `GET {backend}{cv}` with no header at all.
 */
describe('Private files by signed address', () => {
  let t: TestApp;
  let admin: SignedIn;
  let superAdmin: SignedIn;
  let member: SignedIn;
  let jobId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
    superAdmin = await signedInUser(t, Role.SuperAdmin);
    member = await signedInUser(t, Role.User);
    const job = await t
      .api()
      .post('/api/jobs')
      .set(bearer(admin.token))
      .send({ title: unique('Job '), category: 'Lift', description: '<p>x</p>', type: 'all' })
      .expect(201);
    jobId = job.body.id;
  });
  afterAll(() => t.close());

  /** A public application (multipart, no header), then its `cv` as the staff list gives it. */
  async function application(): Promise<{ id: number; cv: string }> {
    const name = unique('Applicant ');
    const created = await t
      .api()
      .post('/api/job-requests')
      .field('full_name', name)
      .field('country', 'Egypt')
      .field('email', `${unique()}@example.com`)
      .field('job_id', String(jobId))
      .field('gpa', 'Good')
      .attach('cv', PDF, 'cv.pdf')
      .expect(201);
    // The applicant is not handed a signed address to the stored file.
    expect(created.body.cv).toBe(`/api/job-requests/${created.body.id}/cv`);
    const found = await t
      .api()
      .post(`/api/job-requests/search?full_name=${encodeURIComponent(name)}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(found.body).toHaveLength(1);
    return found.body[0] as { id: number; cv: string };
  }

  async function certificateFor(owner: SignedIn): Promise<{ id: number; certificate: string }> {
    const course = await makeCourse(t);
    const res = await t
      .api()
      .post('/api/certificates')
      .set(bearer(admin.token))
      .field('user_id', String(owner.id))
      .field('course_id', String(course.id))
      .attach('certificate', PNG, 'certificate.png')
      .expect(201);
    return res.body as { id: number; certificate: string };
  }

  it('opens a CV from the staff list by its address alone, for about 10 minutes', async () => {
    const { id, cv } = await application();
    const [, route, expires] = SIGNED.exec(cv)!;
    expect(route).toBe(`/api/job-requests/${id}/cv`);
    const lifetime = Number(expires) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(9 * 60);
    expect(lifetime).toBeLessThanOrEqual(10 * 60);

    const res = await t.api().get(cv).buffer(true).parse(bytes).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*-cv\.pdf"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);

    // The paged list and the detail give signed addresses too.
    const one = await t.api().get(`/api/job-requests/${id}`).set(bearer(admin.token)).expect(200);
    expect(one.body.cv).toMatch(SIGNED);
    const page = await t
      .api()
      .get('/api/job-requests?page=1&limit=5')
      .set(bearer(superAdmin.token))
      .expect(200);
    for (const row of page.body.data as { cv: string }[]) expect(row.cv).toMatch(SIGNED);
  });

  it('refuses an unsigned, expired, tampered or borrowed address without a header (401)', async () => {
    const a = await application();
    const b = await application();
    const [, routeA, expiresA, sigA] = SIGNED.exec(a.cv)!;
    const [, routeB] = SIGNED.exec(b.cv)!;
    const rowA = await t.db.getRepository(JobRequest).findOneByOrFail({ id: a.id });
    const expired = t.app.get(SignedLinks).sign(routeA, rowA.cv, Date.now() - 11 * 60 * 1000);
    const flipped = sigA.slice(0, -1) + (sigA.endsWith('A') ? 'B' : 'A');

    const refused = [
      routeA,
      expired,
      `${routeA}?expires=${expiresA}&sig=${flipped}`,
      `${routeA}?expires=${Number(expiresA) + 3600}&sig=${sigA}`,
      `${routeA}?sig=${sigA}`,
      `${routeA}?expires=${expiresA}`,
      `${routeA}?expires=${expiresA}&sig=${sigA}&sig=${sigA}`,
      `${routeB}?expires=${expiresA}&sig=${sigA}`,
      `/api/certificates/${a.id}/file?expires=${expiresA}&sig=${sigA}`,
    ];
    for (const address of refused) {
      const res = await t.api().get(address);
      expect([address, res.status]).toEqual([address, 401]);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await t.api().get(expired)).body.message).toMatch(/expired/);

    // Without a valid signature the Bearer rule still applies (DECISIONS 2).
    await t.api().get(expired).set(bearer(admin.token)).expect(200);
    await t.api().get(expired).set(bearer(member.token)).expect(403);
    await t.api().get(routeA).set(bearer(member.token)).expect(403);
  });

  it('stops opening once the application is deleted', async () => {
    const { id, cv } = await application();
    await t.api().delete(`/api/job-requests/${id}`).set(bearer(admin.token)).expect(200);
    await t.api().get(cv).expect(401);
  });

  it("opens a certificate as an image another origin may embed, and the owner's link", async () => {
    const owner = await signedInUser(t, Role.User);
    const created = await certificateFor(owner);
    expect(created.certificate).toMatch(SIGNED);

    const img = await t
      .api()
      .get(created.certificate)
      .set('Sec-Fetch-Dest', 'image')
      .set('Sec-Fetch-Mode', 'no-cors')
      .set('Sec-Fetch-Site', 'cross-site')
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);

    const mine = await t.api().get('/api/user/certificates').set(bearer(owner.token)).expect(200);
    const entry = (mine.body.certificates as { id: number; download: string }[]).find(
      (row) => row.id === created.id,
    )!;
    expect(entry.download).toMatch(SIGNED);
    await t.api().get(entry.download).expect(200);

    // By header it stays same-origin; a certificate's signature does not open another one.
    const route = created.certificate.split('?')[0];
    const byHeader = await t.api().get(route).set(bearer(owner.token)).expect(200);
    expect(byHeader.headers['cross-origin-resource-policy']).toBe('same-origin');
    await t.api().get(route).expect(401);
    const other = await certificateFor(owner);
    const query = created.certificate.split('?')[1];
    await t
      .api()
      .get(`${other.certificate.split('?')[0]}?${query}`)
      .expect(401);
    const stored = await t.db.getRepository(Certificate).findOneByOrFail({ id: other.id });
    expect(other.certificate).not.toContain(stored.certificate);
  });

  it('keeps the development key in DATA_DIR (restarts keep links), FILE_URL_SECRET otherwise', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-secret-'));
    try {
      const first = fileUrlSecret({ dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(fileUrlSecret({ dataDir }).equals(first)).toBe(true);
      const stat = fs.statSync(path.join(dataDir, 'file-url-secret'));
      expect(stat.mode & 0o077).toBe(0);
      const given = 'k'.repeat(40);
      expect(fileUrlSecret({ dataDir, fileUrlSecret: given }).toString()).toBe(given);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** DECISIONS 20: role 1996 reads the user list for the certificate form, id and name only. */
describe('GET /api/users for role 1996', () => {
  let t: TestApp;
  let admin: SignedIn;
  let superAdmin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
    superAdmin = await signedInUser(t, Role.SuperAdmin);
    member = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  it('answers 1996 with [{id, name}] and nothing else', async () => {
    const res = await t.api().get('/api/users').set(bearer(admin.token)).expect(200);
    const rows = res.body as Record<string, unknown>[];
    expect(rows).toContainEqual({ id: member.id, name: member.name });
    expect(rows).toContainEqual({ id: superAdmin.id, name: superAdmin.name });
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
  });

  it('keeps paged lists, details, search and edits of users 2001-only', async () => {
    await t.api().get('/api/users?page=1&limit=10').set(bearer(admin.token)).expect(403);
    await t.api().get('/api/users?page=1').set(bearer(admin.token)).expect(403);
    await t.api().get(`/api/users/${member.id}`).set(bearer(admin.token)).expect(403);
    await t.api().post('/api/users/search?email=a').set(bearer(admin.token)).expect(403);
    await t.api().get('/api/users').set(bearer(member.token)).expect(403);
    await t.api().get('/api/users').expect(401);
    const page = await t
      .api()
      .get('/api/users?page=1&limit=100')
      .set(bearer(superAdmin.token))
      .expect(200);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    const all = await t.api().get('/api/users').set(bearer(superAdmin.token)).expect(200);
    expect(all.body).toContainEqual(
      expect.objectContaining({ id: member.id, email: member.email }),
    );
  });
});
