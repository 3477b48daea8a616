import { Category } from '../src/model/category.entity.js';
import { Course } from '../src/model/course.entity.js';
import { Job } from '../src/model/job.entity.js';
import { SubCategory } from '../src/model/sub-category.entity.js';
import { Role } from '../src/common/access/roles.js';
import { User } from '../src/model/user.entity.js';
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
 * Issue 10 item 2 / DECISIONS 19: the edit forms send a select empty ("" or null) when the user
 * did not pick again; on an update that keeps the stored value, for every resource (the shared
 * update path), as JSON and as a multipart form.
 */
describe('Empty selects on update keep the stored value', () => {
  let t: TestApp;
  let root: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    root = await signedInUser(t, Role.SuperAdmin);
    admin = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const EMPTY: Array<[string, '' | null]> = [
    ['""', ''],
    ['null', null],
  ];

  it.each(EMPTY)('POST /api/users/{id} with role %s keeps the role (JSON)', async (_, empty) => {
    const other = await signedInUser(t, Role.Admin);
    const res = await t
      .api()
      .post(`/api/users/${other.id}`)
      .set(bearer(root.token))
      .send({ name: 'Edited Without Role', role: empty })
      .expect(201);
    expect(res.body).toMatchObject({ name: 'Edited Without Role', role: '1996' });
    expect((await t.db.getRepository(User).findOneByOrFail({ id: other.id })).role).toBe(1996);
  });

  it('POST /api/users/{id} with role "" keeps the role (a form post), and a chosen role still applies', async () => {
    const other = await signedInUser(t, Role.User);
    const res = await t
      .api()
      .post(`/api/users/${other.id}`)
      .set(bearer(root.token))
      .type('form')
      .send({ name: 'Form Edit', role: '' })
      .expect(201);
    expect(res.body).toMatchObject({ name: 'Form Edit', role: '1997' });
    const promoted = await t
      .api()
      .post(`/api/users/${other.id}`)
      .set(bearer(root.token))
      .send({ role: '1996' })
      .expect(201);
    expect(promoted.body).toMatchObject({ role: '1996' });
    // A role that is sent but invalid is still refused.
    await t
      .api()
      .post(`/api/users/${other.id}`)
      .set(bearer(root.token))
      .send({ role: 'boss' })
      .expect(422);
  });

  it.each(EMPTY)(
    'POST /api/sub-categories/{id} renamed with category_id %s keeps the category',
    async (_, empty) => {
      const course = await makeCourse(t);
      const title = unique('Renamed ');
      const res = await t
        .api()
        .post(`/api/sub-categories/${course.sub_category.id}`)
        .set(bearer(admin.token))
        .send({ title, category_id: empty })
        .expect(201);
      expect(res.body).toMatchObject({ title, category_id: course.category.id });
      const row = await t.db
        .getRepository(SubCategory)
        .findOneByOrFail({ id: course.sub_category.id });
      expect(row).toMatchObject({ title, category_id: course.category.id });
    },
  );

  it('POST /api/sub-categories/{id} as a form with category_id "" keeps it; create still requires it', async () => {
    const course = await makeCourse(t);
    const title = unique('Form ');
    await t
      .api()
      .post(`/api/sub-categories/${course.sub_category.id}`)
      .set(bearer(admin.token))
      .type('form')
      .send({ title, category_id: '' })
      .expect(201);
    const row = await t.db
      .getRepository(SubCategory)
      .findOneByOrFail({ id: course.sub_category.id });
    expect(row).toMatchObject({ title, category_id: course.category.id });
    const created = await t
      .api()
      .post('/api/sub-categories')
      .set(bearer(admin.token))
      .send({ title: unique('New '), category_id: '' })
      .expect(422);
    expect((created.body as { message: string }).message).toBe('The category is required');
  });

  it('POST /api/courses/{id} (multipart) with sub_category_id and category_id "" keeps both', async () => {
    const course = await makeCourse(t);
    const res = await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .field('name', 'Renamed course')
      .field('category_id', '')
      .field('sub_category_id', '')
      .expect(201);
    expect(res.body).toMatchObject({
      name: 'Renamed course',
      category_id: course.category.id,
      sub_category_id: course.sub_category.id,
    });
    const row = await t.db.getRepository(Course).findOneByOrFail({ id: course.id });
    expect(row).toMatchObject({
      category_id: course.category.id,
      sub_category_id: course.sub_category.id,
    });
  });

  it('POST /api/courses/{id} (JSON) with sub_category_id null keeps it, and a new choice is checked', async () => {
    const course = await makeCourse(t);
    await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .send({ price: 10, sub_category_id: null, category_id: null })
      .expect(201);
    const other = await t.db.getRepository(Category).save({ title: unique('Other ') });
    // Choosing only a new category, with the subcategory left empty: the stored subcategory
    // does not belong to it, so the placement check still refuses the pair.
    const res = await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .send({ category_id: other.id, sub_category_id: '' })
      .expect(422);
    expect((res.body as { errors: Record<string, string> }).errors.sub_category_id).toMatch(
      /does not belong/,
    );
  });

  it.each(EMPTY)('POST /api/jobs/{id} with type %s keeps the type', async (_, empty) => {
    const job = await t.db.getRepository(Job).save({
      title: unique('Job '),
      category: 'Drilling',
      description: '<p>Drill.</p>',
      type: 'instructor',
    });
    const res = await t
      .api()
      .post(`/api/jobs/${job.id}`)
      .set(bearer(admin.token))
      .send({
        title: 'Renamed job',
        category: 'Drilling',
        description: '<p>Drill.</p>',
        type: empty,
      })
      .expect(201);
    expect(res.body).toMatchObject({ title: 'Renamed job', type: 'instructor' });
  });

  it('an empty select on a row that does not exist is still a 404', async () => {
    await t
      .api()
      .post('/api/sub-categories/2147483000')
      .set(bearer(admin.token))
      .send({ title: 'Nothing', category_id: '' })
      .expect(404);
  });
});
