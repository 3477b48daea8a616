import { AuditEntry } from '../src/audit/audit-entry.entity.js';
import { OutboxMail } from '../src/mail/outbox-mail.entity.js';
import { Role } from '../src/users/role.js';
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
    expect(await entriesAfter(since, admin, 'course-sessions', session.id)).not.toHaveLength(0);

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
    expect(await entriesAfter(since, boss, 'mail-outbox', mail.id)).toHaveLength(1);
  });
});
