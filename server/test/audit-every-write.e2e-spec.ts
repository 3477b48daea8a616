import { AuditEntry } from '../src/model/audit-entry.entity.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { makeSession } from './support/sessions.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 24 item 5: every staff write leaves an entry, also those a service writes with a query
 * builder (which the subscriber never sees): the request itself is then recorded.
 */
describe('Audit trail: no staff write goes unrecorded', () => {
  let t: TestApp;
  let boss: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
    admin = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  /** The entries written since `since` by `who` for the record. */
  const entriesAfter = (since: number, who: SignedIn, resource: string, recordId: number) =>
    t.db
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .where('entry.id > :since AND entry.user_id = :who', { since, who: who.id })
      .andWhere('entry.resource = :resource AND entry.record_id = :recordId', {
        resource,
        recordId,
      })
      .getMany();
  const lastId = async () =>
    (await t.db.getRepository(AuditEntry).find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;

  it("records a certificate's expiry change and its revocation by role 1996", async () => {
    const holder = await signedInUser(t);
    const course = await makeCourse(t);
    const cert = (
      await t
        .api()
        .post('/api/certificates/generate')
        .set(bearer(admin.token))
        .send({ user_id: holder.id, course_id: course.id })
        .expect(201)
    ).body as { id: number };
    let since = await lastId();
    await t
      .api()
      .post(`/api/certificates/${cert.id}/expiry`)
      .set(bearer(admin.token))
      .send({ expires_at: '2031-01-31' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const expiry = await entriesAfter(since, admin, 'certificates', cert.id);
    expect(expiry).toHaveLength(1);
    expect(expiry[0].changes).toContain('2031-01-31');

    since = await lastId();
    await t
      .api()
      .post(`/api/certificates/${cert.id}/revoke`)
      .set(bearer(admin.token))
      .send({ reason: 'Issued by mistake' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const revoked = await entriesAfter(since, admin, 'certificates', cert.id);
    expect(revoked).toHaveLength(1);
    expect(revoked[0].changes).toContain('Issued by mistake');
  });

  it('records marking attendance and deleting a course session', async () => {
    const course = await makeCourse(t);
    const session = await makeSession(t, course.id, { capacity: 5 });
    let since = await lastId();
    await t
      .api()
      .put(`/api/course-sessions/${session.id}/attendance`)
      .set(bearer(admin.token))
      .send({ attended: [] })
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect(await entriesAfter(since, admin, 'course_sessions', session.id)).not.toHaveLength(0);

    since = await lastId();
    await t
      .api()
      .delete(`/api/course-sessions/${session.id}`)
      .set(bearer(admin.token))
      .expect((res) => expect(res.status).toBeLessThan(300));
    const entries = await t.db
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .where('entry.id > :since AND entry.record_id = :id', { since, id: session.id })
      .getMany();
    expect(entries.some((entry) => entry.action === 'delete')).toBe(true);
  });

  it("records 2001 changing another user's profile picture", async () => {
    const user = await signedInUser(t);
    const since = await lastId();
    await t
      .api()
      .post(`/api/users/${user.id}/upload-image`)
      .set(bearer(boss.token))
      .attach('profile_image', PNG, 'me.png')
      .expect(200);
    const entries = await entriesAfter(since, boss, 'users', user.id);
    expect(entries).not.toHaveLength(0);
  });

  it('records "Send again" in the mail outbox', async () => {
    const mail = await t.db.getRepository(OutboxMail).save(
      t.db.getRepository(OutboxMail).create({
        kind: 'contact-message',
        recipients: JSON.stringify(['office@example.com']),
        subject: 'Test',
        html: '<p>Test</p>',
        text: 'Test',
        status: 'pending',
        next_attempt_at: new Date(),
      } as Partial<OutboxMail>),
    );
    const since = await lastId();
    await t.api().post(`/api/mail-outbox/${mail.id}/retry`).set(bearer(boss.token)).expect(200);
    expect(await entriesAfter(since, boss, 'mail_outbox', mail.id)).toHaveLength(1);
  });
});

interface Operation {
  'x-roles'?: string[];
}

/**
 * Issue 24 item 5: walks every staff write route of the API document, calls it as 2001 on a real
 * record of its own kind (with an empty body), and finds an entry for every call that succeeded.
 */
describe('Audit trail: a walk over every staff write route of the API document', () => {
  let t: TestApp;
  let boss: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
  });
  afterAll(() => t.close());

  it('every successful staff write leaves an entry', async () => {
    const document = (await t.api().get('/api/docs.json').expect(200)).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const member = await signedInUser(t);
    const course = await makeCourse(t);
    const session = await makeSession(t, course.id, { capacity: 5 });
    const certificate = (
      await t
        .api()
        .post('/api/certificates/generate')
        .set(bearer(boss.token))
        .send({ user_id: member.id, course_id: course.id })
        .expect(201)
    ).body as { id: number };
    const mail = await t.db.getRepository(OutboxMail).save(
      t.db.getRepository(OutboxMail).create({
        kind: 'contact-message',
        recipients: JSON.stringify(['office@example.com']),
        subject: 'Walk',
        html: '<p>Walk</p>',
        text: 'Walk',
        status: 'pending',
        next_attempt_at: new Date(),
      } as Partial<OutboxMail>),
    );
    const enquiry = (
      await t
        .api()
        .post('/api/contact')
        .send({ name: 'Walk Enquirer', country: 'Egypt', email: 'walk-enquirer@example.com' })
        .expect(201)
    ).body as { id: number };
    const record: Record<string, number> = {
      'contact-messages': enquiry.id,
      courses: course.id,
      categories: course.category.id,
      'sub-categories': course.sub_category.id,
      users: member.id,
      'course-sessions': session.id,
      certificates: certificate.id,
      'mail-outbox': mail.id,
    };
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, op]) => ['post', 'put', 'patch'].includes(method) && staffOnly(op))
        .map(([method]) => ({ method: method as 'post' | 'put' | 'patch', path })),
    );
    expect(routes.length).toBeGreaterThan(20);

    const unrecorded: string[] = [];
    let succeeded = 0;
    for (const route of routes) {
      if (route.path.endsWith('/search')) continue;
      const kind = /^\/api\/([\w-]+)/.exec(route.path)?.[1] ?? '';
      if (route.path.includes('{') && !record[kind]) continue;
      const url = route.path.replace(/\{\w+\}/g, String(record[kind]));
      const since = await lastId(t);
      const res = await t.api()[route.method](url).set(bearer(boss.token)).send({});
      if (res.status >= 300) continue;
      succeeded += 1;
      const entries = await t.db
        .getRepository(AuditEntry)
        .createQueryBuilder('entry')
        .where('entry.id > :since AND entry.user_id = :who', { since, who: boss.id })
        .getCount();
      if (entries === 0) unrecorded.push(`${route.method.toUpperCase()} ${route.path}`);
    }
    // The walk proves something only if some writes went through with an empty body.
    expect(succeeded).toBeGreaterThanOrEqual(3);
    expect(unrecorded).toEqual([]);
  });
});

const staffOnly = (op: Operation) =>
  Boolean(op['x-roles']?.some((role) => role === '2001' || role === '1996'));

const lastId = async (t: TestApp) =>
  (await t.db.getRepository(AuditEntry).find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;
