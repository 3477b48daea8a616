import { Category } from '../src/categories/category.entity.js';
import { Course } from '../src/courses/course.entity.js';
import { makeCourse } from './support/courses.js';
import { bearer, createTestApp, signedInUser, type TestApp, unique } from './support/test-app.js';
import { Role } from '../src/users/role.js';
import { inTransaction } from '../src/database/transaction.js';

/**
 * Issue 12 item 2: visitors' reads of the public catalogue come from memory (a strong ETag made
 * from the content marks such an answer) until anything writes to the tables behind them.
 */
describe('public catalogue answered from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fromMemory = (etag: unknown) => typeof etag === 'string' && /^"[\w-]+"$/.test(etag);

  it('the second visitor read of a list is the remembered one, with the same body', async () => {
    await makeCourse(t);
    const first = await t.api().get('/api/courses').expect(200);
    const second = await t.api().get('/api/courses').expect(200);
    expect(fromMemory(second.headers.etag)).toBe(true);
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    expect(second.headers['ratelimit']).toBeDefined();
    await t.api().get('/api/courses').set('If-None-Match', second.headers.etag).expect(304);
  });

  it('a read beside a transaction that rolls back keeps nothing of it, even after later writes', async () => {
    const phantom = unique('Phantom ');
    const titles = async () =>
      ((await t.api().get('/api/categories').expect(200)).body as { title: string }[]).map(
        (row) => row.title,
      );
    await titles();
    await expect(
      inTransaction(t.db, async (manager) => {
        await manager.getRepository(Category).save({ title: phantom });
        // On SQLite these reads share the transaction's one connection: they see its row.
        await titles();
        await titles();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A later write must not bring back the version the rolled-back one had set.
    await t.db.getRepository(Category).save({ title: unique('Real ') });
    expect(await titles()).not.toContain(phantom);
    expect(await titles()).not.toContain(phantom);
  });

  it('every write is seen at once: through the API, the repository or a query builder', async () => {
    const admin = await signedInUser(t, Role.SuperAdmin);
    const course = await makeCourse(t);
    const read = async () => (await t.api().get(`/api/courses/${course.id}`).expect(200)).body;
    await read();
    expect(fromMemory((await t.api().get(`/api/courses/${course.id}`)).headers.etag)).toBe(true);

    await t.db.getRepository(Course).update(course.id, { name: 'Renamed by update' });
    expect((await read()).name).toBe('Renamed by update');

    const category = await t.db.getRepository(Category).findOneByOrFail({ id: course.category_id });
    category.title = unique('Retitled ');
    await t.db.getRepository(Category).save(category);
    expect((await read()).category.title).toBe(category.title);

    await t.api().delete(`/api/courses/${course.id}`).set(bearer(admin.token)).expect(200);
    await t.api().get(`/api/courses/${course.id}`).expect(404);
    const list = (await t.api().get('/api/courses').expect(200)).body as { id: number }[];
    expect(list.map((c) => c.id)).not.toContain(course.id);
  });

  it('signed-in callers and reads with a query string always reach the API itself', async () => {
    const user = await signedInUser(t);
    await t.api().get('/api/categories').expect(200);
    await t.api().get('/api/categories').expect(200);
    const signedIn = await t.api().get('/api/categories').set(bearer(user.token)).expect(200);
    expect(fromMemory(signedIn.headers.etag)).toBe(false);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const paged = await t.api().get('/api/categories?page=1&limit=5').expect(200);
    expect(fromMemory(paged.headers.etag)).toBe(false);
  });

  it('an unknown course is never remembered', async () => {
    await t.api().get('/api/courses/2147480000').expect(404);
    await t.api().get('/api/courses/2147480000').expect(404);
  });
});
