import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { Role } from '../src/common/access/roles.js';
import { bearer, createTestApp, signedInUser, type TestApp, unique } from './support/test-app.js';

/** The dashboard's "Mail outbox": what the site wrote, readable by role 2001 only. */
describe('Mail outbox in the dashboard (issue 13 item 5)', () => {
  let t: TestApp;
  let root: { token: string };
  beforeAll(async () => {
    // No SMTP_URL: the mails stay in the outbox, as in the demo.
    t = await createTestApp();
    root = await signedInUser(t, Role.SuperAdmin);
  });
  afterAll(() => t.close());

  const enquiry = async () => {
    const name = unique('Outbox ');
    await t
      .api()
      .post('/api/contact')
      .send({ name, country: 'Oman', email: `${unique()}@example.com`, message: 'Hello <b>x</b>' })
      .expect(201);
    return t.db
      .getRepository(OutboxMail)
      .findOneByOrFail({ kind: 'contact-message', subject: `Website enquiry from ${name} (Oman)` });
  };

  it('lists, searches and shows the mails to role 2001, with their HTML and status', async () => {
    const row = await enquiry();
    const page = await t
      .api()
      .get('/api/mail-outbox?page=1&limit=5')
      .set(bearer(root.token))
      .expect(200);
    expect(page.body.total).toBeGreaterThanOrEqual(1);
    const one = await t.api().get(`/api/mail-outbox/${row.id}`).set(bearer(root.token)).expect(200);
    expect(one.body).toMatchObject({
      id: row.id,
      kind: 'contact-message',
      status: 'pending',
      attempts: 0,
      last_error: null,
      sent_at: null,
      subject: row.subject,
    });
    expect(one.body.html).toContain('<!doctype html>');
    // The visitor's text is escaped in the mail.
    expect(one.body.html).toContain('Hello &lt;b&gt;x&lt;/b&gt;');
    const found = await t
      .api()
      .post(`/api/mail-outbox/search?subject=${encodeURIComponent(row.subject)}`)
      .set(bearer(root.token))
      .expect(200);
    expect(found.body.map((mail: { id: number }) => mail.id)).toEqual([row.id]);
  });

  it('sends a mail again: due at once, pending, error cleared', async () => {
    const row = await enquiry();
    await t.db.getRepository(OutboxMail).update(row.id, {
      status: 'sent',
      attempts: 1,
      sent_at: new Date(),
      next_attempt_at: new Date(Date.now() + 3600_000),
    });
    const res = await t
      .api()
      .post(`/api/mail-outbox/${row.id}/retry`)
      .set(bearer(root.token))
      .expect(200);
    expect(res.body).toMatchObject({ id: row.id, status: 'pending', last_error: null });
    const stored = await t.db.getRepository(OutboxMail).findOneByOrFail({ id: row.id });
    expect(stored.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await t.api().post('/api/mail-outbox/99999999/retry').set(bearer(root.token)).expect(404);
  });

  it('is closed to role 1996, users and visitors', async () => {
    const row = await enquiry();
    const admin = await signedInUser(t, Role.Admin);
    const member = await signedInUser(t, Role.User);
    for (const token of [admin.token, member.token]) {
      await t.api().get('/api/mail-outbox').set(bearer(token)).expect(403);
      await t.api().get(`/api/mail-outbox/${row.id}`).set(bearer(token)).expect(403);
      await t.api().post(`/api/mail-outbox/${row.id}/retry`).set(bearer(token)).expect(403);
    }
    await t.api().get('/api/mail-outbox').expect(401);
  });

  it('is a dashboard resource of role 2001 in the API document (list, show, search)', async () => {
    const doc = await t.api().get('/api/docs.json').expect(200);
    const resource = (
      doc.body['x-resources'] as { path: string; roles: string[]; actions: string[] }[]
    ).find((item) => item.path === 'mail-outbox');
    expect(resource).toMatchObject({ roles: ['2001'], actions: ['list', 'show', 'search'] });
  });
});
