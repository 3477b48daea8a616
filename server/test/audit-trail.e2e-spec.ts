import { AuditEntry } from '../src/model/audit-entry.entity.js';
import { Role } from '../src/common/access/roles.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

interface Entry {
  id: number;
  user_id: number | null;
  user_name: string;
  action: 'create' | 'update' | 'delete';
  resource: string;
  record_id: number | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  created_at: string;
  when: string;
  sentence: string;
  summary: string;
  subject: string | null;
  related: { resource: string; action: string; record_id: number | null }[];
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('Audit trail (issue 14, item 5)', () => {
  let t: TestApp;
  let boss: SignedIn;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
    admin = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const entriesFor = async (resource: string, recordId: number) =>
    (
      (
        await t
          .api()
          .post('/api/audit/search')
          .query({ resource })
          .set(bearer(boss.token))
          .expect(200)
      ).body as Entry[]
    ).filter((entry) => entry.record_id === recordId);

  const newJob = (token: string, title = unique('Drilling Supervisor ')) =>
    t
      .api()
      .post('/api/jobs')
      .set(bearer(token))
      .send({ title, category: 'Drilling', description: '<p>Offshore.</p>', type: 'all' });

  it('records who created, changed and deleted a row, with the fields before and after', async () => {
    const title = unique('Drilling Supervisor ');
    const created = await newJob(admin.token, title).expect(201);
    const id = (created.body as { id: number }).id;
    await t
      .api()
      .post(`/api/jobs/${id}`)
      .set(bearer(boss.token))
      .send({
        title: `${title} II`,
        category: 'Drilling',
        description: '<p>Offshore.</p>',
        type: 'all',
      })
      .expect(201);
    await t.api().delete(`/api/jobs/${id}`).set(bearer(boss.token)).expect(200);

    const entries = await entriesFor('jobs', id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, createdEntry] = entries;
    expect(createdEntry).toMatchObject({ user_id: admin.id, user_name: admin.name });
    expect(createdEntry.changes.title).toEqual({ before: null, after: title });
    expect(updated).toMatchObject({ user_id: boss.id, user_name: boss.name });
    // Only what changed: the title, not the untouched category or description.
    expect(updated.changes).toEqual({ title: { before: title, after: `${title} II` } });
    expect(deleted.changes.title).toEqual({ before: `${title} II`, after: null });
    expect(Number.isNaN(Date.parse(deleted.created_at))).toBe(false);
  });

  it('records a stage change as one entry that reads as a sentence', async () => {
    const name = unique('Nour Audit ');
    const job = (await newJob(admin.token).expect(201)).body as { id: number };
    const applied = await t
      .api()
      .post('/api/job-requests')
      .field('full_name', name)
      .field('country', 'Egypt')
      .field('email', `${unique()}@example.com`)
      .field('job_id', String(job.id))
      .attach('cv', PDF, 'cv.pdf')
      .expect(201);
    const id = (applied.body as { id: number }).id;
    // A visitor's application is not a staff write.
    expect(await entriesFor('job_requests', id)).toEqual([]);
    await t
      .api()
      .post(`/api/job-requests/${id}/stage`)
      .set(bearer(admin.token))
      .send({ stage: 'interview' })
      .expect(200);
    const entries = await entriesFor('job_requests', id);
    // Issue 26 item 13: one move, one entry, in words; its history row is kept as related.
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ action: 'update', user_id: admin.id, subject: name });
    expect(entry.changes).toEqual({ stage: { before: 'new', after: 'interview' } });
    expect(entry.sentence).toBe(`${admin.name} moved ${name} to Interview`);
    expect(entry.related).toEqual([
      expect.objectContaining({ resource: 'job_request_stage_changes', action: 'create' }),
    ]);
    const all = (
      await t
        .api()
        .post('/api/audit/search')
        .query({ user: admin.name })
        .set(bearer(boss.token))
        .expect(200)
    ).body as Entry[];
    expect(all.filter((row) => row.resource === 'job_request_stage_changes')).toEqual([]);
  });

  it('never records a password or its hash, only that it changed', async () => {
    const target = await signedInUser(t, Role.User);
    await t
      .api()
      .post(`/api/users/${target.id}`)
      .set(bearer(boss.token))
      .send({ password: 'N3w-Str0ng!pass', password_confirmation: 'N3w-Str0ng!pass' })
      .expect(201);
    const [entry] = await entriesFor('users', target.id);
    expect(entry.changes).toEqual({ password: { before: null, after: '(changed)' } });
    const all = await t.db.getRepository(AuditEntry).find();
    const stored = all.map((row) => row.changes).join('\n');
    expect(stored).not.toMatch(/\$argon2/);
    expect(stored).not.toContain('N3w-Str0ng!pass');
  });

  it('writes nothing for a write that fails or is refused', async () => {
    const before = await t.db.getRepository(AuditEntry).count();
    // Refused by validation (422), by a foreign key (409), by role (403).
    await t.api().post('/api/jobs').set(bearer(admin.token)).send({ title: '' }).expect(422);
    const category = await t
      .api()
      .post('/api/categories')
      .set(bearer(admin.token))
      .send({ title: unique('Audit Category ') })
      .expect(201);
    const categoryId = (category.body as { id: number }).id;
    await t
      .api()
      .post('/api/sub-categories')
      .set(bearer(admin.token))
      .send({ title: unique('Audit Sub '), category_id: categoryId })
      .expect(201);
    const afterSetup = await t.db.getRepository(AuditEntry).count();
    expect(afterSetup).toBe(before + 2);
    await t.api().delete(`/api/categories/${categoryId}`).set(bearer(admin.token)).expect(409);
    await newJob(member.token).expect(403);
    await t
      .api()
      .post('/api/contact')
      .send({ name: 'Visitor', country: 'Egypt', email: `${unique()}@example.com`, message: 'Hi' })
      .expect(201);
    expect(await t.db.getRepository(AuditEntry).count()).toBe(afterSetup);
  });

  it('is read by role 2001 only: paged, searched by user, resource and day, exported as CSV', async () => {
    const title = unique('Export Engineer ');
    const created = await newJob(admin.token, title).expect(201);
    const id = (created.body as { id: number }).id;

    const page = await t
      .api()
      .get('/api/audit')
      .query({ page: 1, limit: 5 })
      .set(bearer(boss.token))
      .expect(200);
    expect((page.body as { total: number }).total).toBeGreaterThan(0);
    expect((page.body as { data: Entry[] }).data.length).toBeLessThanOrEqual(5);

    // Days are Cairo's, as the screen shows the times.
    const cairoDay = (at: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(at));
    const today = cairoDay(Date.now());
    const byUser = (
      await t
        .api()
        .post('/api/audit/search')
        .query({ user: admin.name, resource: 'jobs', from: today, to: today })
        .set(bearer(boss.token))
        .expect(200)
    ).body as Entry[];
    expect(byUser.some((entry) => entry.record_id === id)).toBe(true);
    expect(byUser.every((entry) => entry.user_name === admin.name)).toBe(true);
    const tomorrow = cairoDay(Date.now() + 86_400_000);
    const none = await t
      .api()
      .post('/api/audit/search')
      .query({ resource: 'jobs', from: tomorrow })
      .set(bearer(boss.token))
      .expect(200);
    expect(none.body).toEqual([]);
    const bad = await t
      .api()
      .post('/api/audit/search')
      .query({ from: "2026-13-45' OR 1=1" })
      .set(bearer(boss.token))
      .expect(200);
    expect(bad.body).toEqual([]);

    const csv = await t
      .api()
      .get('/api/audit/export')
      .query({ resource: 'jobs' })
      .set(bearer(boss.token))
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    // Issue 26 item 13: one row per entry, in the screen's words and time zone, names not ids.
    expect(lines[0]).toBe(
      'When (Africa/Cairo),Staff member,What happened,Details,Record,Name,Action',
    );
    const shown = byUser.find((entry) => entry.record_id === id)!;
    expect(shown.sentence).toBe(`${admin.name} created the job ${title}`);
    const row = lines.find((line) => line.includes(`Jobs #${id},`));
    expect(row?.startsWith(`${shown.when},${admin.name},${shown.sentence},`)).toBe(true);
    expect(row).toContain(`Title: ${title}`);
    expect(row?.endsWith(`,Jobs #${id},${title},Created`)).toBe(true);

    const resources = await t.api().get('/api/audit/resources').set(bearer(boss.token)).expect(200);
    expect(resources.body).toEqual(expect.arrayContaining([{ id: 'jobs', name: 'Jobs' }]));

    await t.api().get('/api/audit?page=1&limit=5').set(bearer(admin.token)).expect(403);
    await t.api().get('/api/audit/export').set(bearer(admin.token)).expect(403);
    await t.api().post('/api/audit/search').set(bearer(member.token)).expect(403);
    await t.api().get('/api/audit/resources').expect(401);
    const first = (page.body as { data: Entry[] }).data[0];
    await t.api().delete(`/api/audit/${first.id}`).set(bearer(boss.token)).expect(404);
  });
});
