import {
  createTestApp,
  bearer,
  signedInUser,
  type TestApp,
  unique,
  uniquePhone,
} from './support/test-app.js';
import { Role } from '../src/common/access/roles.js';
import { SeedService } from '../src/seed/seed.service.js';

describe('Sign-in API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const registration = () => ({
    name: 'Nadia Khalil',
    email: `${unique()}@example.com`,
    phone: uniquePhone(),
    company: 'Delta Petroleum',
    password: 'Str0ng!pass',
    password_confirmation: 'Str0ng!pass',
  });

  describe('POST /api/register', () => {
    it('creates a user, signs them in and reports the role as the string "1997"', async () => {
      const input = registration();
      const res = await t.api().post('/api/register').send(input).expect(201);
      expect(typeof res.body.data.token).toBe('string');
      expect(res.body.data.user).toMatchObject({
        name: input.name,
        email: input.email,
        role: '1997',
      });
      expect(res.body.data.user.password_hash).toBeUndefined();
      expect(res.body.data.user.passwordHash).toBeUndefined();

      const me = await t.api().get('/api/user').set(bearer(res.body.data.token)).expect(200);
      expect(me.body).toMatchObject({
        email: input.email,
        phone: input.phone,
        company: 'Delta Petroleum',
        role: '1997',
      });
      expect(Object.keys(me.body).sort()).toEqual(
        [
          'company',
          'created_at',
          'email',
          'email_verified',
          'id',
          'locale',
          'name',
          'phone',
          'profile_image',
          'role',
          'updated_at',
        ].sort(),
      );
    });

    it('answers 422 "Email is already registered" for a taken email, in any letter case', async () => {
      const input = registration();
      await t.api().post('/api/register').send(input).expect(201);
      const again = { ...registration(), email: input.email.toUpperCase() };
      const res = await t.api().post('/api/register').send(again).expect(422);
      expect(res.body.message).toBe('Email is already registered');
    });

    it('answers 422 for a taken phone', async () => {
      const input = registration();
      await t.api().post('/api/register').send(input).expect(201);
      const res = await t
        .api()
        .post('/api/register')
        .send({ ...registration(), phone: input.phone })
        .expect(422);
      expect(res.body.message).toBe('Phone is already registered');
    });

    it.each([
      ['name', { name: '' }, 'The name is required'],
      ['email', { email: 'not-an-email' }, 'The email must be a valid email address'],
      ['phone', { phone: '01x234' }, 'The phone must be a number of 6 to 20 digits'],
      [
        'password',
        { password: 'short', password_confirmation: 'short' },
        'The password must be 8 to 128 characters',
      ],
      [
        'password',
        { password: 'Seven7!', password_confirmation: 'Seven7!' },
        'The password must be 8 to 128 characters',
      ],
      [
        'password',
        { password: 'p'.repeat(129), password_confirmation: 'p'.repeat(129) },
        'The password must be 8 to 128 characters',
      ],
    ])('answers 422 naming the %s field', async (field, change, message) => {
      const res = await t
        .api()
        .post('/api/register')
        .send({ ...registration(), ...change })
        .expect(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    });

    it('refuses a confirmation that does not match, and stores nothing', async () => {
      const input = { ...registration(), password_confirmation: 'Different1!' };
      const res = await t.api().post('/api/register').send(input).expect(422);
      expect(res.body.message).toBe('The password confirmation does not match');
      await t
        .api()
        .post('/api/login')
        .send({ email_or_phone: input.email, password: input.password })
        .expect(401);
    });

    it('ignores a role sent by the client (no self-promotion)', async () => {
      const res = await t
        .api()
        .post('/api/register')
        .send({ ...registration(), role: 2001 })
        .expect(201);
      expect(res.body.data.user.role).toBe('1997');
    });

    it('accepts a missing company and stores none', async () => {
      const { company: _company, ...input } = registration();
      const res = await t.api().post('/api/register').send(input).expect(201);
      expect(res.body.data.user.company).toBeNull();
    });
  });

  describe('POST /api/login', () => {
    it('signs in by email and by phone, returning data.token and data.user.role', async () => {
      const user = await signedInUser(t, Role.Admin);
      const byEmail = await t
        .api()
        .post('/api/login')
        .send({ email_or_phone: user.email, password: user.password })
        .expect(200);
      expect(byEmail.body.data.user.role).toBe('1996');
      const byPhone = await t
        .api()
        .post('/api/login')
        .send({ email_or_phone: user.phone, password: user.password })
        .expect(200);
      expect(byPhone.body.data.token).not.toBe(byEmail.body.data.token);
      await t.api().get('/api/user').set(bearer(byPhone.body.data.token)).expect(200);
    });

    it('answers 401 "Wrong email or password" for a wrong password and for an unknown account', async () => {
      const user = await signedInUser(t);
      const wrong = await t
        .api()
        .post('/api/login')
        .send({ email_or_phone: user.email, password: 'nope-nope' })
        .expect(401);
      expect(wrong.body).toEqual({ message: 'Wrong email or password' });
      const unknown = await t
        .api()
        .post('/api/login')
        .send({ email_or_phone: 'ghost@example.com', password: 'whatever1' })
        .expect(401);
      expect(unknown.body).toEqual({ message: 'Wrong email or password' });
    });

    it('answers 422 with a readable message when a field is missing', async () => {
      const res = await t
        .api()
        .post('/api/login')
        .send({ email_or_phone: 'someone@example.com' })
        .expect(422);
      expect(res.body.message).toBe('The password is required');
      const none = await t.api().post('/api/login').send({}).expect(422);
      expect(none.body.message).toBe('The email or phone is required');
    });

    it('answers 400 with a message for malformed JSON (never 500)', async () => {
      const res = await t
        .api()
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send('{"email_or_phone":')
        .expect(400);
      expect(typeof res.body.message).toBe('string');
    });
  });

  describe('GET /api/user and GET /api/logout', () => {
    it('needs a Bearer token: none, a bad one or the cookie alone answer 401', async () => {
      const user = await signedInUser(t);
      await t.api().get('/api/user').expect(401);
      await t
        .api()
        .get('/api/user')
        .set(bearer('x'.repeat(43)))
        .expect(401);
      const res = await t.api().get('/api/user').set('Cookie', `eng=${user.token}`).expect(401);
      expect(res.body).toEqual({ message: 'Unauthenticated' });
    });

    it('logout revokes the session on the server, and only that session', async () => {
      const user = await signedInUser(t);
      const second = await t
        .api()
        .post('/api/login')
        .send({ email_or_phone: user.email, password: user.password })
        .expect(200);
      await t.api().get('/api/logout').set(bearer(user.token)).expect(200);
      await t.api().get('/api/user').set(bearer(user.token)).expect(401);
      await t.api().get('/api/user').set(bearer(second.body.data.token)).expect(200);
    });
  });

  describe('Cache-Control: no-store on authenticated answers', () => {
    it('marks login, register, /api/user and every answer to a valid Bearer token no-store', async () => {
      const user = await signedInUser(t);
      const login = await t
        .api()
        .post('/api/login')
        .send({ email_or_phone: user.email, password: user.password })
        .expect(200);
      expect(login.headers['cache-control']).toBe('no-store');
      const registered = await t.api().post('/api/register').send(registration()).expect(201);
      expect(registered.headers['cache-control']).toBe('no-store');
      // Every other answer to a token is private and unstored (ADR 0016).
      const me = await t.api().get('/api/user').set(bearer(user.token)).expect(200);
      expect(me.headers['cache-control']).toBe('private, no-store');
      // A public route read with a token may carry per-user data too.
      const open = await t.api().get('/api/categories').set(bearer(user.token)).expect(200);
      expect(open.headers['cache-control']).toBe('private, no-store');
      const refused = await t.api().get('/api/users').set(bearer(user.token)).expect(403);
      expect(refused.headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('start-up admin', () => {
    it('creates the 2001 user from ADMIN_EMAIL/ADMIN_PASSWORD once, who then signs in with role "2001"', async () => {
      const email = `${unique('boss')}@example.com`;
      const admin = await createTestApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Str0ng!pass' });
      try {
        await admin.app.get(SeedService).run();
        await admin.app.get(SeedService).run();
        const login = await admin
          .api()
          .post('/api/login')
          .send({ email_or_phone: email, password: 'Str0ng!pass' })
          .expect(200);
        expect(login.body.data.user.role).toBe('2001');
        const me = await admin
          .api()
          .get('/api/user')
          .set(bearer(login.body.data.token))
          .expect(200);
        expect(me.body.role).toBe('2001');
      } finally {
        await admin.close();
      }
    });
  });
});

describe('Sign-in rate limit', () => {
  it('answers 429 with a message after RATE_LIMIT_AUTH attempts a minute', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH: '3' });
    try {
      for (let i = 0; i < 3; i++) {
        await t
          .api()
          .post('/api/login')
          .send({ email_or_phone: 'a@example.com', password: 'wrong-one' })
          .expect(401);
      }
      const res = await t
        .api()
        .post('/api/login')
        .send({ email_or_phone: 'a@example.com', password: 'wrong-one' })
        .expect(429);
      expect(res.body.message).toMatch(/too many/i);
      // Other routes keep working for the same client.
      await t.api().get('/api/health').expect(200);
    } finally {
      await t.close();
    }
  });
});
