import { AuditEntry } from '../src/model/audit-entry.entity.js';
import { presentEntry } from '../src/audit/present-entry.js';
import { ContactMessage } from '../src/model/contact-message.entity.js';
import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { Role } from '../src/common/access/roles.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

interface Enquiry {
  id: number;
  name: string;
  email: string;
  state: string;
  owner_id: number | null;
  owner_name: string | null;
}

interface Reply {
  id: number;
  body: string;
  user_name: string;
  mail_status: string | null;
  to: string[];
}

/** Issue 26 item 15: an enquiry's state, owner and replies from the dashboard. */
describe('Enquiries: state, owner and replies', () => {
  let t: TestApp;
  let boss: SignedIn;
  let staff: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
    staff = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  /** An enquiry sent through the public form, as the spec's client sends it. */
  const enquiry = async (over: Record<string, unknown> = {}) => {
    const body = {
      name: unique('Karim '),
      country: 'Egypt',
      email: `${unique('enq')}@example.com`.toLowerCase(),
      phone: '01001234567',
      message: 'We need a quote for ESP troubleshooting on six wells.',
      ...over,
    };
    const res = await t.api().post('/api/contact').send(body).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      message: 'Thank you, your message has been sent.',
    });
    return { id: res.body.id as number, ...body };
  };
  const read = async (id: number) =>
    (await t.api().get(`/api/contact-messages/${id}`).set(bearer(staff.token)).expect(200))
      .body as Enquiry;
  const lastAudit = async () =>
    (await t.db.getRepository(AuditEntry).find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;
  const auditSince = (since: number, who: SignedIn) =>
    t.db
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .where('entry.id > :since AND entry.user_id = :who', { since, who: who.id })
      .orderBy('entry.id', 'ASC')
      .getMany();

  it('starts new without an owner; the public form answers as before', async () => {
    const sent = await enquiry();
    expect(await read(sent.id)).toMatchObject({
      id: sent.id,
      state: 'new',
      owner_id: null,
      owner_name: null,
    });
  });

  it('lists the staff members an enquiry can be given to, for staff only', async () => {
    const owners = (
      await t.api().get('/api/contact-messages/owners').set(bearer(staff.token)).expect(200)
    ).body as { id: number; name: string }[];
    expect(owners).toEqual(
      expect.arrayContaining([
        { id: boss.id, name: boss.name },
        { id: staff.id, name: staff.name },
      ]),
    );
    expect(owners.some((owner) => owner.id === member.id)).toBe(false);
    await t.api().get('/api/contact-messages/owners').set(bearer(member.token)).expect(403);
    await t.api().get('/api/contact-messages/owners').expect(401);
  });

  it('sets the state and the owner, validated, role-checked and audited as one sentence', async () => {
    const sent = await enquiry();
    const since = await lastAudit();
    const given = await t
      .api()
      .post(`/api/contact-messages/${sent.id}/handling`)
      .set(bearer(boss.token))
      .send({ state: 'in_progress', owner_id: staff.id })
      .expect(200);
    expect(given.body).toMatchObject({
      id: sent.id,
      state: 'in_progress',
      owner_id: staff.id,
      owner_name: staff.name,
    });
    const [entry, ...more] = await auditSince(since, boss);
    expect(more).toEqual([]);
    expect(presentEntry(entry).sentence).toBe(
      `${boss.name} gave the enquiry from ${sent.name} to ${staff.name} and marked it in progress`,
    );

    // "" or null: nobody owns it.
    await t
      .api()
      .post(`/api/contact-messages/${sent.id}/handling`)
      .set(bearer(staff.token))
      .send({ owner_id: '' })
      .expect(200);
    expect(await read(sent.id)).toMatchObject({ owner_id: null, state: 'in_progress' });

    const refused: [Record<string, unknown>, string][] = [
      [{}, 'Choose a state or an owner'],
      [{ state: 'done' }, 'The state must be one of: New, In progress, Answered, Closed'],
      [{ owner_id: 'abc' }, 'The owner must be a staff member'],
      [{ owner_id: member.id }, 'The owner must be a staff member'],
      [{ owner_id: 999_999_999 }, 'The owner must be a staff member'],
    ];
    for (const [body, message] of refused) {
      const res = await t
        .api()
        .post(`/api/contact-messages/${sent.id}/handling`)
        .set(bearer(staff.token))
        .send(body)
        .expect(422);
      expect(res.body.message).toBe(message);
    }
    await t
      .api()
      .post(`/api/contact-messages/${sent.id}/handling`)
      .set(bearer(member.token))
      .send({ state: 'closed' })
      .expect(403);
    await t
      .api()
      .post('/api/contact-messages/999999999/handling')
      .set(bearer(staff.token))
      .send({ state: 'closed' })
      .expect(404);
    expect(await read(sent.id)).toMatchObject({ state: 'in_progress', owner_id: null });
  });

  it('mails a reply to the enquirer through the outbox, keeps it, marks the enquiry answered', async () => {
    const sent = await enquiry();
    const since = await lastAudit();
    const text = 'Dear Karim, thank you.\n\nOur crew can visit on Sunday. <b>Bold</b> is text.';
    const res = await t
      .api()
      .post(`/api/contact-messages/${sent.id}/replies`)
      .set(bearer(staff.token))
      .send({ body: `  ${text}  ` })
      .expect(201);
    expect(res.body).toMatchObject({
      body: text,
      user_name: staff.name,
      mail_status: 'pending',
      to: [sent.email],
    });

    const mail = await t.db
      .getRepository(OutboxMail)
      .findOneByOrFail({ id: (res.body as { mail_id: number }).mail_id });
    expect(mail.kind).toBe('contact-reply');
    expect(JSON.parse(mail.recipients)).toEqual([sent.email]);
    expect(mail.reply_to).toBe(staff.email);
    expect(mail.subject).toBe('Re: your enquiry to Petrolink Energy Services');
    expect(mail.html).toContain('Our crew can visit on Sunday.');
    expect(mail.html).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    expect(mail.html).toContain(`Dear ${sent.name},`);
    expect(mail.text).toContain('ESP troubleshooting on six wells');

    // Answered, and the sender owns it (nobody did).
    expect(await read(sent.id)).toMatchObject({
      state: 'answered',
      owner_id: staff.id,
      owner_name: staff.name,
    });
    const replies = (
      await t
        .api()
        .get(`/api/contact-messages/${sent.id}/replies`)
        .set(bearer(boss.token))
        .expect(200)
    ).body as Reply[];
    expect(replies).toEqual([expect.objectContaining({ body: text, user_name: staff.name })]);

    // One action, one entry.
    const entries = await auditSince(since, staff);
    expect(entries).toHaveLength(1);
    expect(presentEntry(entries[0]).sentence).toBe(
      `${staff.name} replied to the enquiry from ${sent.name} and took it on`,
    );

    // A second reply keeps the first; the entry reads as a reply.
    const again = await lastAudit();
    await t
      .api()
      .post(`/api/contact-messages/${sent.id}/replies`)
      .set(bearer(boss.token))
      .send({ body: 'One more detail: bring the well logs.' })
      .expect(201);
    const [second] = await auditSince(again, boss);
    expect(presentEntry(second).sentence).toBe(
      `${boss.name} replied to the enquiry from ${sent.name}`,
    );
    const both = (
      await t
        .api()
        .get(`/api/contact-messages/${sent.id}/replies`)
        .set(bearer(staff.token))
        .expect(200)
    ).body as Reply[];
    expect(both.map((reply) => reply.user_name)).toEqual([staff.name, boss.name]);
  });

  it('refuses an empty or too long reply (422), a visitor (401) and a user (403)', async () => {
    const sent = await enquiry();
    const cases: [unknown, string][] = [
      [{}, 'The reply is required'],
      [{ body: ' ' }, 'The reply must be longer than 1 character'],
      [{ body: 'x'.repeat(5001) }, 'The reply must be at most 5000 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await t
        .api()
        .post(`/api/contact-messages/${sent.id}/replies`)
        .set(bearer(staff.token))
        .send(body as object)
        .expect(422);
      expect(res.body.message).toBe(message);
    }
    await t
      .api()
      .post(`/api/contact-messages/${sent.id}/replies`)
      .send({ body: 'Hello' })
      .expect(401);
    await t
      .api()
      .post(`/api/contact-messages/${sent.id}/replies`)
      .set(bearer(member.token))
      .send({ body: 'Hello' })
      .expect(403);
    await t
      .api()
      .get(`/api/contact-messages/${sent.id}/replies`)
      .set(bearer(member.token))
      .expect(403);
    await t
      .api()
      .post('/api/contact-messages/999999999/replies')
      .set(bearer(staff.token))
      .send({ body: 'Hello there' })
      .expect(404);
    expect(await read(sent.id)).toMatchObject({ state: 'new' });
  });

  it('filters the list by state and owner, and the overview counts the new ones', async () => {
    const marker = unique('Filter').toLowerCase();
    const overview = async () =>
      (await t.api().get('/api/overview').set(bearer(staff.token)).expect(200)).body as {
        new_messages: { new_count: number };
      };
    const before = (await overview()).new_messages.new_count;
    const fresh = await enquiry({ email: `${marker}-a@example.com` });
    const taken = await enquiry({ email: `${marker}-b@example.com` });
    expect((await overview()).new_messages.new_count).toBe(before + 2);
    await t
      .api()
      .post(`/api/contact-messages/${taken.id}/handling`)
      .set(bearer(staff.token))
      .send({ state: 'closed', owner_id: boss.id })
      .expect(200);
    expect((await overview()).new_messages.new_count).toBe(before + 1);

    const search = async (query: Record<string, string | number>) =>
      (
        (
          await t
            .api()
            .post('/api/contact-messages/search')
            .query({ email: marker, ...query })
            .set(bearer(staff.token))
            .expect(200)
        ).body as Enquiry[]
      ).map((row) => row.id);
    expect(await search({ state: 'new' })).toEqual([fresh.id]);
    expect(await search({ state: 'closed' })).toEqual([taken.id]);
    expect(await search({ owner_id: boss.id })).toEqual([taken.id]);
    expect(await search({ owner_id: staff.id })).toEqual([]);
    const page = (
      await t
        .api()
        .post('/api/contact-messages/search')
        .query({ email: marker, state: 'closed', page: 1, limit: 10 })
        .set(bearer(staff.token))
        .expect(200)
    ).body as { data: Enquiry[]; total: number };
    expect(page).toMatchObject({ total: 1, data: [{ id: taken.id, owner_name: boss.name }] });
  });

  it('keeps the enquiry when its owner account is deleted (the owner becomes nobody)', async () => {
    const owner = await signedInUser(t, Role.Admin);
    const sent = await enquiry();
    await t
      .api()
      .post(`/api/contact-messages/${sent.id}/handling`)
      .set(bearer(boss.token))
      .send({ owner_id: owner.id })
      .expect(200);
    await t.api().delete(`/api/users/${owner.id}`).set(bearer(boss.token)).expect(200);
    const row = await t.db.getRepository(ContactMessage).findOneByOrFail({ id: sent.id });
    expect(row.owner_id).toBeNull();
  });
});
