import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
  uniquePhone,
} from './support/test-app.js';
import { Role } from '../src/common/access/roles.js';

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
      .send({
        password: 'N3w-password',
        password_confirmation: 'N3w-password',
        current_password: member.password,
      })
      .expect(201);
    await t
      .api()
      .post('/api/login')
      .send({ email_or_phone: member.email, password: 'N3w-password' })
      .expect(200);
  });
});

describe('Passwords and sessions (DECISIONS 16)', () => {
  let t: TestApp;
  let boss: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
  });
  afterAll(() => t.close());

  const RULE = 'The password must be 8 to 128 characters';
  const signInAgain = async (user: SignedIn, password = user.password) => {
    const res = await t
      .api()
      .post('/api/login')
      .send({ email_or_phone: user.email, password })
      .expect(200);
    return (res.body as { data: { token: string } }).data.token;
  };
  const update = (user: SignedIn, token: string, body: Record<string, unknown>) =>
    t.api().post(`/api/users/${user.id}`).set(bearer(token)).send(body);

  it('changing one’s own password needs current_password: missing or wrong → 422, nothing changes', async () => {
    const member = await signedInUser(t);
    const change = { password: 'N3w-password', password_confirmation: 'N3w-password' };
    const missing = await update(member, member.token, change).expect(422);
    expect(missing.body.message).toBe(
      'Enter your current password to change your password or email',
    );
    expect(missing.body.errors.current_password).toBe(missing.body.message);
    const wrong = await update(member, member.token, {
      ...change,
      current_password: 'not-my-password',
    }).expect(422);
    expect(wrong.body).toMatchObject({
      message: 'The current password is not correct',
      errors: { current_password: 'The current password is not correct' },
    });
    // Still the old password, and the session still works.
    await signInAgain(member);
    await t.api().get('/api/user').set(bearer(member.token)).expect(200);
  });

  it('changing one’s own email needs current_password; other fields do not', async () => {
    const member = await signedInUser(t);
    const newEmail = `${unique()}@example.com`;
    await update(member, member.token, { email: newEmail }).expect(422);
    await update(member, member.token, { email: newEmail, current_password: 'wrong-one!' }).expect(
      422,
    );
    await update(member, member.token, { name: 'Only The Name', email: member.email }).expect(201);
    const res = await update(member, member.token, {
      email: newEmail,
      current_password: member.password,
    }).expect(201);
    expect(res.body.email).toBe(newEmail);
  });

  it('a password change ends every other session of that user and keeps the one that made it', async () => {
    const member = await signedInUser(t);
    const laptop = await signInAgain(member);
    const phone = await signInAgain(member);
    await update(member, member.token, {
      password: 'Brand-new-pass',
      password_confirmation: 'Brand-new-pass',
      current_password: member.password,
    }).expect(201);
    await t.api().get('/api/user').set(bearer(laptop)).expect(401);
    await t.api().get('/api/user').set(bearer(phone)).expect(401);
    await t.api().get('/api/user').set(bearer(member.token)).expect(200);
    await t
      .api()
      .post('/api/login')
      .send({ email_or_phone: member.email, password: member.password })
      .expect(401);
    await signInAgain(member, 'Brand-new-pass');
  });

  it('2001 resets another user’s password without current_password, ending all that user’s sessions', async () => {
    const member = await signedInUser(t);
    const other = await signInAgain(member);
    await t
      .api()
      .post(`/api/users/${member.id}`)
      .set(bearer(boss.token))
      .send({ password: 'Reset-by-boss', password_confirmation: 'Reset-by-boss' })
      .expect(201);
    await t.api().get('/api/user').set(bearer(member.token)).expect(401);
    await t.api().get('/api/user').set(bearer(other)).expect(401);
    await t.api().get('/api/user').set(bearer(boss.token)).expect(200);
    await signInAgain(member, 'Reset-by-boss');
  });

  it('2001 changing their own password also needs current_password', async () => {
    const res = await update(boss, boss.token, {
      password: 'Boss-new-pass',
      password_confirmation: 'Boss-new-pass',
    }).expect(422);
    expect(res.body.errors.current_password).toBeDefined();
  });

  describe.each([
    ['7 characters', 'x'.repeat(7)],
    ['129 characters', 'x'.repeat(129)],
  ])('a password of %s is refused with the rule named', (_label, password) => {
    it('on add user', async () => {
      const res = await t
        .api()
        .post('/api/users')
        .set(bearer(boss.token))
        .send({
          name: 'Omar Said',
          email: `${unique()}@example.com`,
          phone: uniquePhone(),
          password,
          password_confirmation: password,
          role: 1997,
        })
        .expect(422);
      expect(res.body).toMatchObject({ message: RULE, errors: { password: RULE } });
    });

    it('on the own profile and on the admin’s user edit', async () => {
      const member = await signedInUser(t);
      const own = await update(member, member.token, {
        password,
        password_confirmation: password,
        current_password: member.password,
      }).expect(422);
      expect(own.body.message).toBe(RULE);
      const byBoss = await update(member, boss.token, {
        password,
        password_confirmation: password,
      }).expect(422);
      expect(byBoss.body.message).toBe(RULE);
    });
  });

  it('accepts exactly 8 and exactly 128 characters', async () => {
    const member = await signedInUser(t);
    for (const password of ['12345678', 'y'.repeat(128)]) {
      await t
        .api()
        .post(`/api/users/${member.id}`)
        .set(bearer(boss.token))
        .send({ password, password_confirmation: password })
        .expect(201);
      await signInAgain(member, password);
    }
  });
});
