import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';
import { Role } from '../src/common/access/roles.js';
import { SubCategory } from '../src/model/sub-category.entity.js';

describe('Categories API (the generic resource base)', () => {
  let t: TestApp;
  let staff: SignedIn;
  let admin: SignedIn;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInUser(t, Role.SuperAdmin);
    admin = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
  });
  afterAll(() => t.close());

  const create = async (title = unique('Cat ')) => {
    const res = await t
      .api()
      .post('/api/categories')
      .set(bearer(admin.token))
      .send({ title })
      .expect(201);
    return res.body as { id: number; title: string };
  };

  it('creates, reads, updates (POST /:id) and deletes a category', async () => {
    const created = await create('Drilling');
    expect(created).toMatchObject({ title: 'Drilling' });
    const one = await t.api().get(`/api/categories/${created.id}`).expect(200);
    expect(one.body.title).toBe('Drilling');
    const updated = await t
      .api()
      .post(`/api/categories/${created.id}`)
      .set(bearer(staff.token))
      .send({ title: 'Drilling ops' })
      .expect(201);
    expect(updated.body.title).toBe('Drilling ops');
    await t
      .api()
      .delete(`/api/categories/${created.id}`)
      .set(bearer(admin.token))
      .expect(200, { id: created.id });
    await t.api().get(`/api/categories/${created.id}`).expect(404);
  });

  it('lists a bare array publicly and {data,total} pages for staff', async () => {
    for (let i = 0; i < 3; i++) await create();
    const bare = await t.api().get('/api/categories').expect(200);
    expect(Array.isArray(bare.body)).toBe(true);
    const page = await t
      .api()
      .get('/api/categories?page=1&limit=2')
      .set(bearer(admin.token))
      .expect(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    const last = Math.ceil(page.body.total / 2);
    const lastPage = await t
      .api()
      .get(`/api/categories?page=${last}&limit=2`)
      .set(bearer(admin.token))
      .expect(200);
    expect(lastPage.body.data.length).toBeGreaterThan(0);
  });

  it('rejects a bad page size with 422', async () => {
    const res = await t
      .api()
      .get('/api/categories?page=1&limit=1000')
      .set(bearer(admin.token))
      .expect(422);
    expect(res.body.message).toBe('limit must be from 1 to 100');
  });

  it('searches by title (case-insensitive, % and _ taken literally) returning a bare array', async () => {
    const marker = unique('Zq');
    await create(`Well ${marker} testing`);
    await create(`Other ${unique()}`);
    const res = await t
      .api()
      .post(`/api/categories/search?title=${marker.toLowerCase()}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].title).toContain(marker);
    const literal = await t
      .api()
      .post('/api/categories/search?title=%25')
      .set(bearer(admin.token))
      .expect(200);
    expect(literal.body).toHaveLength(0);
  });

  it('answers 422 with the spec rule for a title of one character', async () => {
    const res = await t
      .api()
      .post('/api/categories')
      .set(bearer(admin.token))
      .send({ title: 'x' })
      .expect(422);
    expect(res.body).toEqual({
      message: 'The title must be longer than 1 character',
      errors: { title: 'The title must be longer than 1 character' },
    });
  });

  it('checks the role on the server: 401 without a token, 403 for role 1997', async () => {
    await t.api().post('/api/categories').send({ title: 'Nope' }).expect(401);
    await t
      .api()
      .post('/api/categories')
      .set(bearer(member.token))
      .send({ title: 'Nope' })
      .expect(403);
    const category = await create();
    await t.api().delete(`/api/categories/${category.id}`).set(bearer(member.token)).expect(403);
    await t.api().post('/api/categories/search?title=a').set(bearer(member.token)).expect(403);
    // A visitor asking for a page gets the public bare list, not the dashboard page.
    const visitor = await t.api().get('/api/categories?page=1&limit=5').expect(200);
    expect(Array.isArray(visitor.body)).toBe(true);
  });

  it('refuses to delete a category that still has subcategories (409, naming them)', async () => {
    const category = await create('Refining');
    await t.db.getRepository(SubCategory).save({ title: 'Crude units', category_id: category.id });
    const res = await t
      .api()
      .delete(`/api/categories/${category.id}`)
      .set(bearer(admin.token))
      .expect(409);
    expect(res.body.message).toBe(
      'The category "Refining" still has 1 subcategory; delete or move them first.',
    );
    await t.api().get(`/api/categories/${category.id}`).expect(200);
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    await t.api().get('/api/categories/99999999').expect(404);
    await t.api().get('/api/categories/abc').expect(404);
    await t.api().delete('/api/categories/99999999').set(bearer(admin.token)).expect(404);
  });
});
