import { Category } from '../src/model/category.entity.js';
import { inTransaction } from '../src/database/transaction.js';
import {
  ensureVersionTriggers,
  tablesChangedBy,
  versionedTables,
} from '../src/database/version-triggers.js';
import { tablesRead } from '../src/database/tables-read.js';
import { Course } from '../src/model/course.entity.js';
import { CourseSession } from '../src/model/course-session.entity.js';
import { keptWhileUnchanged, readVersions } from '../src/database/table-versions.js';
import { SubCategory } from '../src/model/sub-category.entity.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

/**
 * Issue 23 item 2, ADR 0016: the database raises a table's version on every change (triggers
 * derived from TypeORM's metadata), so what is kept per version — row counts, page anchors,
 * search ids, the ETags visitors revalidate with — follows cascades, raw SQL and rollbacks at
 * the next read. Runs on SQLite and, with TEST_DATABASE_URL, on MariaDB/MySQL.
 */
describe('table versions kept by the database', () => {
  let t: TestApp;
  let staff: SignedIn;
  let superAdmin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInUser(t, Role.Admin);
    superAdmin = await signedInUser(t, Role.SuperAdmin);
  });
  afterAll(() => t.close());

  const triggers = async (): Promise<string[]> =>
    (
      await t.db.query<{ name: string }[]>(
        t.db.options.type === 'mysql'
          ? 'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE()'
          : "SELECT name FROM sqlite_master WHERE type = 'trigger'",
      )
    ).map((row) => row.name);

  it('every entity table has its version row and three triggers, derived from the metadata', async () => {
    const tables = versionedTables(t.db);
    // Every entity is there, join tables too, without a list kept by hand.
    for (const meta of t.db.entityMetadatas) expect(tables).toContain(meta.tableName);
    const names = await triggers();
    for (const table of tables) {
      for (const event of ['ins', 'upd', 'del']) {
        expect(names.filter((name) => name.startsWith(`tv_${table}_${event}_`))).toHaveLength(1);
      }
    }
    const rows = await t.db.query<{ name: string }[]>('SELECT name FROM table_versions');
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(tables));
    // Run again (a second process starting, a restart): nothing is added or lost.
    await ensureVersionTriggers(t.db);
    expect((await triggers()).sort()).toEqual([...names].sort());
  });

  it('the tables behind an answer come from the relation metadata, never from a list', () => {
    const course = tablesRead(t.db.getMetadata(Course));
    expect(course).toEqual(expect.arrayContaining(['courses', 'sub_categories', 'categories']));
    // A session names its course, which names its sub-category and category.
    expect(tablesRead(t.db.getMetadata(CourseSession))).toEqual(
      expect.arrayContaining(['course_sessions', 'courses', 'sub_categories', 'categories']),
    );
    // With dependents: every table whose foreign keys point at sessions (bookings, waitlist).
    const withDependents = tablesRead(t.db.getMetadata(CourseSession), { dependents: true });
    for (const meta of t.db.entityMetadatas) {
      const pointsAtSessions = meta.foreignKeys.some(
        (key) => key.referencedEntityMetadata.tableName === 'course_sessions',
      );
      if (pointsAtSessions) expect(withDependents).toContain(meta.tableName);
    }
    // Deleting a user raises the tables its cascades empty (MySQL fires no trigger for them).
    expect(tablesChangedBy(t.db, 'users', 'del')).toContain('certificates');
  });

  it('the certificate cascade: deleting their holder empties the list at once', async () => {
    const holder = await signedInUser(t, Role.User);
    const course = await makeCourse(t);
    const list = async () =>
      (
        await t
          .api()
          .post(`/api/certificates/search?user_id=${holder.id}&page=1&limit=10`)
          .set(bearer(staff.token))
          .expect(200)
      ).body as { data: unknown[]; total: number };
    const all = async () =>
      (await t.api().get('/api/certificates?page=1&limit=10').set(bearer(staff.token)).expect(200))
        .body as { data: { user_id: number }[]; total: number };
    const before = (await all()).total;
    for (let i = 0; i < 2; i += 1) {
      await t
        .api()
        .post('/api/certificates/generate')
        .set(bearer(staff.token))
        .send({ user_id: holder.id, course_id: course.id })
        .expect(201);
    }
    expect(await list()).toMatchObject({ total: 2, data: [{}, {}] });
    expect((await all()).total).toBe(before + 2);

    // The database deletes the certificates (ON DELETE CASCADE): no TypeORM event sees them.
    await t.api().delete(`/api/users/${holder.id}`).set(bearer(superAdmin.token)).expect(200);
    expect(await list()).toEqual({ total: 0, data: [] });
    const after = await all();
    expect(after.total).toBe(before);
    expect(after.data.map((row) => row.user_id)).not.toContain(holder.id);
  });

  it('a row changed by raw SQL is seen at the next read, and its old tag gets no 304', async () => {
    const category = await t.db.getRepository(Category).save({ title: unique('Raw ') });
    const first = await t.api().get('/api/categories').expect(200);
    const renamed = unique('Edited by hand ');
    await t.db.query('UPDATE categories SET title = ? WHERE id = ?', [renamed, category.id]);
    const next = await t
      .api()
      .get('/api/categories')
      .set('If-None-Match', first.headers.etag)
      .expect(200);
    expect(next.headers.etag).not.toBe(first.headers.etag);
    expect((next.body as { title: string }[]).map((row) => row.title)).toContain(renamed);
    const total = async () =>
      (
        (await t.api().get('/api/categories?page=1&limit=5').set(bearer(staff.token)).expect(200))
          .body as { total: number }
      ).total;
    const counted = await total();
    await t.db.query('DELETE FROM categories WHERE id = ?', [category.id]);
    expect(await total()).toBe(counted - 1);
  });

  it('a rolled-back write leaves no stale count, list or tag behind', async () => {
    const phantom = unique('Phantom ');
    const total = async () =>
      (
        (await t.api().get('/api/categories?page=1&limit=5').set(bearer(staff.token)).expect(200))
          .body as { total: number }
      ).total;
    const visitorRead = () => t.api().get('/api/categories').expect(200);
    const counted = await total();
    const tagBefore = (await visitorRead()).headers.etag;
    const versionsBefore = await readVersions(t.db, ['categories']);
    const seenInside: string[] = [];
    await expect(
      inTransaction(t.db, async (manager) => {
        await manager.getRepository(Category).save({ title: phantom });
        // On SQLite these reads share the transaction's one connection and see its row (and
        // keep a count and a tag made from it); on MySQL they do not see it.
        await total();
        seenInside.push((await visitorRead()).headers.etag);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    expect(await total()).toBe(counted);
    const after = await visitorRead();
    expect((after.body as { title: string }[]).map((row) => row.title)).not.toContain(phantom);
    // Whatever tag was handed out beside the transaction is never current again.
    for (const tag of seenInside) {
      if (tag === tagBefore) continue;
      expect(after.headers.etag).not.toBe(tag);
    }
    if (t.db.options.type !== 'mysql') {
      // The version read before is current again in the table; the rollback count is not.
      expect(await readVersions(t.db, ['categories'])).not.toBe(versionsBefore);
    }
    // A later write never brings back a version the rolled-back one had set.
    await t.db.getRepository(Category).save({ title: unique('Real ') });
    expect(await total()).toBe(counted + 1);
    for (const tag of seenInside) expect((await visitorRead()).headers.etag).not.toBe(tag);
  });

  it('a count read beside a transaction, under versions read before it began, is dropped at its rollback', async () => {
    const count = () => t.db.getRepository(Category).count();
    const key = unique('beside ');
    const kept = await keptWhileUnchanged(t.db, ['categories'], key, async () => {
      // The versions are read; now a transaction writes, and this count runs beside it (on
      // SQLite on its one connection, seeing its uncommitted row), then it rolls back.
      let seen = 0;
      await expect(
        inTransaction(t.db, async (manager) => {
          await manager.getRepository(Category).save({ title: unique('Phantom ') });
          seen = await count();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      return seen;
    });
    const real = await count();
    if (t.db.options.type !== 'mysql') expect(kept).toBe(real + 1);
    expect(await keptWhileUnchanged(t.db, ['categories'], key, count)).toBe(real);
  });

  it('issue 24 item 7: visitors see a renamed category in /api/sub-categories at once', async () => {
    const category = await t.db.getRepository(Category).save({ title: unique('Old title ') });
    const sub = await t.db
      .getRepository(SubCategory)
      .save({ title: unique('Group '), category_id: category.id });
    const read = () => t.api().get('/api/sub-categories').expect(200);
    const titleOf = (body: unknown) =>
      (body as { id: number; category: { title: string } }[]).find((row) => row.id === sub.id)
        ?.category.title;
    const first = await read();
    expect(titleOf(first.body)).toBe(category.title);

    const renamed = unique('New title ');
    await t
      .api()
      .post(`/api/categories/${category.id}`)
      .set(bearer(staff.token))
      .send({ title: renamed })
      .expect(201);
    const next = await t
      .api()
      .get('/api/sub-categories')
      .set('If-None-Match', first.headers.etag)
      .expect(200);
    expect(titleOf(next.body)).toBe(renamed);
  });
});
