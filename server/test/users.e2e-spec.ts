import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
  uniquePhone,
} from './support/test-app.js';
import { Role } from '../src/users/role.js';

describe('Users API (admin and own profile)', () => {
  let t: TestApp;
  let boss: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
    admin = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const newUser = (role: number | string = 1996) => ({
    name: 'Salma Adel',
    email: `${unique()}@example.com`,
    phone: uniquePhone(),
    company: '',
    password: 'Str0ng!pass',
    password_confirmation: 'Str0ng!pass',
    role,
  });

  it('lets 2001 add an Admin (1996) who can then sign in with that role', async () => {
    const input = newUser('1996');
    const res = await t.api().post('/api/users').set(bearer(boss.token)).send(input).expect(201);
    expect(res.body).toMatchObject({ email: input.email, role: '1996', company: null });
    const login = await t
      .api()
      .post('/api/login')
      .send({ email_or_phone: input.email, password: input.password })
      .expect(200);
    expect(login.body.data.user.role).toBe('1996');
  });

  it('refuses role 2001 and a mismatched confirmation with 422', async () => {
    const top = await t
      .api()
      .post('/api/users')
      .set(bearer(boss.token))
      .send(newUser(2001))
      .expect(422);
    expect(top.body.message).toBe('The role must be Admin (1996) or User (1997)');
    const mismatch = await t
      .api()
      .post('/api/users')
      .set(bearer(boss.token))
      .send({ ...newUser(), password_confirmation: 'Other1234' })
      .expect(422);
    expect(mismatch.body.message).toBe('The password confirmation does not match');
  });

  it('keeps user management to 2001: 1996 gets 403 on paged list, create and delete', async () => {
    await t.api().get('/api/users?page=1&limit=10').set(bearer(admin.token)).expect(403);
    // The bare list answers 1996 with id and name only (DECISIONS 20; test/private-files).
    await t.api().post('/api/users').set(bearer(admin.token)).send(newUser()).expect(403);
    await t.api().delete(`/api/users/${boss.id}`).set(bearer(admin.token)).expect(403);
  });

  it('pages and searches users by email for 2001', async () => {
    const input = newUser(1997);
    await t.api().post('/api/users').set(bearer(boss.token)).send(input).expect(201);
    const page = await t.api().get('/api/users?page=1&limit=5').set(bearer(boss.token)).expect(200);
    expect(page.body.data.length).toBeLessThanOrEqual(5);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    const found = await t
      .api()
      .post(`/api/users/search?email=${encodeURIComponent(input.email)}`)
      .set(bearer(boss.token))
      .expect(200);
    expect(found.body.map((u: { email: string }) => u.email)).toEqual([input.email]);
  });

  it('nobody deletes their own row (checked by id)', async () => {
    const res = await t.api().delete(`/api/users/${boss.id}`).set(bearer(boss.token)).expect(409);
    expect(res.body.message).toBe('You cannot delete your own account');
  });

  it('a 1997 user updates their own profile but never their role, and cannot touch another user', async () => {
    const member = await signedInUser(t, Role.User);
    const other = await signedInUser(t, Role.User);
    const res = await t
      .api()
      .post(`/api/users/${member.id}`)
      .set(bearer(member.token))
      .send({ name: 'New Name', email: member.email, role: 1996 })
      .expect(201);
    expect(res.body).toMatchObject({ name: 'New Name', role: '1997' });
    await t
      .api()
      .post(`/api/users/${member.id}`)
      .set(bearer(member.token))
      .send({ role: 2001 })
      .expect(201);
    const me = await t.api().get('/api/user').set(bearer(member.token)).expect(200);
    expect(me.body.role).toBe('1997');
    await t
      .api()
      .post(`/api/users/${other.id}`)
      .set(bearer(member.token))
      .send({ name: 'Hacked' })
      .expect(403);
  });

  it("2001 may change another user's role, never their own", async () => {
    const member = await signedInUser(t, Role.User);
    const promoted = await t
      .api()
      .post(`/api/users/${member.id}`)
      .set(bearer(boss.token))
      .send({ role: '1996' })
      .expect(201);
    expect(promoted.body.role).toBe('1996');
    const self = await t
      .api()
      .post(`/api/users/${boss.id}`)
      .set(bearer(boss.token))
      .send({ role: 1997 })
      .expect(201);
    expect(self.body.role).toBe('2001');
  });

  it('a password change needs the confirmation', async () => {
    const member = await signedInUser(t, Role.User);
    const res = await t
      .api()
      .post(`/api/users/${member.id}`)
      .set(bearer(member.token))
      .send({ password: 'N3w-password' })
      .expect(422);
    expect(res.body.message).toBe('The password confirmation does not match');
    await t
      .api()
      .post(`/api/users/${member.id}`)
      .set(bearer(member.token))
      .send({ password: 'N3w-password', password_confirmation: 'N3w-password' })
      .expect(201);
    await t
      .api()
      .post('/api/login')
      .send({ email_or_phone: member.email, password: 'N3w-password' })
      .expect(200);
  });
});
