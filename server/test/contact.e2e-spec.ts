import { ContactMessage } from '../src/model/contact-message.entity.js';
import { Role } from '../src/common/access/roles.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

describe('Contact API', () => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const valid = (over: Record<string, unknown> = {}) => ({
    name: unique('Karim '),
    country: 'Egypt',
    email: `${unique()}@example.com`,
    phone: '01001234567',
    message: 'We need a quote for ESP troubleshooting on six wells.',
    ...over,
  });

  it('stores a message from a visitor and thanks them (201)', async () => {
    const input = valid({ email: `  ${unique('Mixed')}@Example.COM ` });
    const res = await t.api().post('/api/contact').send(input).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      message: 'Thank you, your message has been sent.',
    });
    const row = await t.db.getRepository(ContactMessage).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({
      name: input.name,
      country: 'Egypt',
      email: input.email.trim().toLowerCase(),
      phone: '01001234567',
      message: input.message,
    });
  });

  it('accepts a message without the optional phone and message', async () => {
    const res = await t
      .api()
      .post('/api/contact')
      .send(valid({ phone: '', message: undefined }))
      .expect(201);
    const row = await t.db.getRepository(ContactMessage).findOneByOrFail({ id: res.body.id });
    expect(row.phone).toBeNull();
    expect(row.message).toBeNull();
  });

  it('answers 422 with a readable message for each rule, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'name', 'The name is required'],
      [{ name: 'K' }, 'name', 'The name must be longer than 1 character'],
      [{ country: '' }, 'country', 'The country must be longer than 1 character'],
      [{ email: undefined }, 'email', 'The email is required'],
      [{ email: 'karim@' }, 'email', 'The email must be a valid email address'],
      [{ email: 'karim@example' }, 'email', 'The email must be a valid email address'],
      [{ phone: '+20 100 abc' }, 'phone', 'The phone must be a number of 6 to 20 digits'],
      [{ message: 'x'.repeat(5001) }, 'message', 'The message must be at most 5000 characters'],
    ];
    const repo = t.db.getRepository(ContactMessage);
    const before = await repo.count();
    for (const [over, field, message] of cases) {
      const res = await t.api().post('/api/contact').send(valid(over)).expect(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    }
    expect(await repo.count()).toBe(before);
  });

  it('lists, searches, reads and deletes messages for staff only (no create or edit route)', async () => {
    const marker = unique('Zc');
    const sent = await t
      .api()
      .post('/api/contact')
      .send(valid({ name: `Nour ${marker}`, email: `${marker.toLowerCase()}@example.com` }))
      .expect(201);
    const id = sent.body.id as number;
    const page = await t
      .api()
      .get('/api/contact-messages?page=1&limit=5')
      .set(bearer(admin.token))
      .expect(200);
    expect(page.body.total).toBeGreaterThanOrEqual(1);
    expect(page.body.data[0]).toMatchObject({ id, name: `Nour ${marker}` });
    const bare = await t.api().get('/api/contact-messages').set(bearer(admin.token)).expect(200);
    expect(Array.isArray(bare.body)).toBe(true);
    const byEmail = await t
      .api()
      .post(`/api/contact-messages/search?email=${marker}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(byEmail.body).toEqual([expect.objectContaining({ id })]);
    const byName = await t
      .api()
      .post(`/api/contact-messages/search?name=nour%20${marker}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(byName.body).toEqual([expect.objectContaining({ id })]);
    await t.api().get(`/api/contact-messages/${id}`).set(bearer(admin.token)).expect(200);

    await t.api().get('/api/contact-messages').expect(401);
    await t.api().get(`/api/contact-messages/${id}`).set(bearer(member.token)).expect(403);
    await t.api().delete(`/api/contact-messages/${id}`).set(bearer(member.token)).expect(403);
    await t.api().post('/api/contact-messages').set(bearer(admin.token)).send(valid()).expect(404);
    await t
      .api()
      .post(`/api/contact-messages/${id}`)
      .set(bearer(admin.token))
      .send(valid())
      .expect(404);

    await t
      .api()
      .delete(`/api/contact-messages/${id}`)
      .set(bearer(admin.token))
      .expect(200, { id });
    await t.api().get(`/api/contact-messages/${id}`).set(bearer(admin.token)).expect(404);
  });
});

describe('Contact rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 once a client has sent more than RATE_LIMIT_FORMS messages a minute', async () => {
    const send = () =>
      t
        .api()
        .post('/api/contact')
        .send({
          name: 'Karim Adel',
          country: 'Egypt',
          email: `${unique()}@example.com`,
        });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many requests, please try again in a minute' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
