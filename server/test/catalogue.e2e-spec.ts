import fs from 'node:fs';
import path from 'node:path';
import { Certificate } from '../src/model/certificate.entity.js';
import { Course } from '../src/model/course.entity.js';
import { PaymentOrder } from '../src/model/payment-order.entity.js';
import { Purchase } from '../src/model/purchase.entity.js';
import { storageRoots } from '../src/storage/storage.service.js';
import { Role } from '../src/common/access/roles.js';
import { PageHeads } from '../src/seo/page-heads.js';
import { makeCourse, PNG } from './support/courses.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

interface CourseItem {
  id: number;
  name: string;
  price: number;
  image: string;
  description: string;
  category_id: number;
  sub_category_id: number;
  category: { id: number; title: string };
  sub_category: { id: number; title: string };
}

describe('Catalogue API: sub-categories and courses', () => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let imagesDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
    member = await signedInUser(t, Role.User);
    imagesDir = path.join(storageRoots(t.config.dataDir).public, 'courses');
  });
  afterAll(() => t.close());

  const storedImages = () => (fs.existsSync(imagesDir) ? fs.readdirSync(imagesDir).length : 0);
  const fileOf = (url: string) => path.join(storageRoots(t.config.dataDir).public, url.slice(9));

  const newCategory = async () =>
    (
      await t
        .api()
        .post('/api/categories')
        .set(bearer(admin.token))
        .send({ title: unique('Cat ') })
        .expect(201)
    ).body as { id: number; title: string };

  const newSub = async (categoryId: number, title = unique('Sub ')) =>
    (
      await t
        .api()
        .post('/api/sub-categories')
        .set(bearer(admin.token))
        .send({ title, category_id: categoryId })
        .expect(201)
    ).body as { id: number; title: string; category_id: number };

  /** A multipart course form as the dashboard sends it (every value text). */
  const courseForm = (
    fields: Record<string, string>,
    image: Buffer | null = PNG,
    token = admin.token,
    url = '/api/courses',
  ) => {
    let req = t.api().post(url).set(bearer(token));
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    if (image) req = req.attach('image', image, 'photo.png');
    return req;
  };

  const validFields = async () => {
    const category = await newCategory();
    const sub = await newSub(category.id);
    return {
      category,
      sub,
      fields: {
        name: unique('Well control '),
        classification: 'WC-101',
        discipline: 'Drilling',
        description: '<p>Kick detection and <strong>shut-in</strong>.</p>',
        category_id: String(category.id),
        sub_category_id: String(sub.id),
        price: '18500.50',
        time: '5 days',
        location: 'New Cairo',
        instructor: 'Eng. Karim',
      },
    };
  };

  describe('sub-categories', () => {
    it('creates and lists with the category title; bare array for visitors, pages for staff', async () => {
      const category = await newCategory();
      const sub = await newSub(category.id, 'Production engineering');
      const list = await t.api().get('/api/sub-categories').expect(200);
      expect(Array.isArray(list.body)).toBe(true);
      const item = (list.body as { id: number }[]).find((row) => row.id === sub.id);
      expect(item).toEqual({
        id: sub.id,
        title: 'Production engineering',
        title_ar: '',
        category_id: category.id,
        category: { id: category.id, title: category.title, title_ar: '' },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const page = await t
        .api()
        .get('/api/sub-categories?page=1&limit=1')
        .set(bearer(admin.token))
        .expect(200);
      expect(page.body.data).toHaveLength(1);
      expect(page.body.total).toBeGreaterThanOrEqual(1);
      const one = await t.api().get(`/api/sub-categories/${sub.id}`).expect(200);
      expect(one.body.title).toBe('Production engineering');
    });

    it('validates: title longer than 1, an existing category (422)', async () => {
      const category = await newCategory();
      const short = await t
        .api()
        .post('/api/sub-categories')
        .set(bearer(admin.token))
        .send({ title: 'x', category_id: category.id })
        .expect(422);
      expect(short.body.errors.title).toBe('The title must be longer than 1 character');
      const unknown = await t
        .api()
        .post('/api/sub-categories')
        .set(bearer(admin.token))
        .send({ title: 'Orphans', category_id: 99999999 })
        .expect(422);
      expect(unknown.body).toEqual({
        message: 'The chosen category does not exist',
        errors: { category_id: 'The chosen category does not exist' },
      });
      const missing = await t
        .api()
        .post('/api/sub-categories')
        .set(bearer(admin.token))
        .send({ title: 'No category' })
        .expect(422);
      expect(missing.body.errors.category_id).toBe('The category is required');
      await t
        .api()
        .post('/api/sub-categories')
        .set(bearer(member.token))
        .send({ title: 'Nope', category_id: category.id })
        .expect(403);
    });

    it('searches by title', async () => {
      const category = await newCategory();
      const marker = unique('Qz');
      await newSub(category.id, `Drilling ${marker}`);
      await newSub(category.id);
      const res = await t
        .api()
        .post(`/api/sub-categories/search?title=${marker.toLowerCase()}`)
        .set(bearer(admin.token))
        .expect(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0].category.title).toBe(category.title);
    });

    it('moving a subcategory to another category moves its courses with it', async () => {
      const course = await makeCourse(t);
      const target = await newCategory();
      const res = await t
        .api()
        .post(`/api/sub-categories/${course.sub_category_id}`)
        .set(bearer(admin.token))
        .send({ title: 'Moved', category_id: target.id })
        .expect(201);
      expect(res.body).toMatchObject({ title: 'Moved', category: { id: target.id } });
      const after = await t.api().get(`/api/courses/${course.id}`).expect(200);
      expect(after.body.category_id).toBe(target.id);
    });

    it('refuses to delete a subcategory that has courses (409 naming the count)', async () => {
      const course = await makeCourse(t);
      const res = await t
        .api()
        .delete(`/api/sub-categories/${course.sub_category_id}`)
        .set(bearer(admin.token))
        .expect(409);
      expect(res.body.message).toBe(
        `The subcategory "${course.sub_category.title}" still has 1 course; delete or move them first.`,
      );
      const empty = await newSub(course.category_id);
      await t
        .api()
        .delete(`/api/sub-categories/${empty.id}`)
        .set(bearer(admin.token))
        .expect(200, { id: empty.id });
    });
  });

  describe('courses', () => {
    it('creates a course from a multipart form; reads it back with numbers and names', async () => {
      const { category, sub, fields } = await validFields();
      const res = await courseForm(fields).expect(201);
      const course = res.body as CourseItem;
      expect(course).toMatchObject({
        name: fields.name,
        classification: 'WC-101',
        discipline: 'Drilling',
        price: 18500.5,
        category_id: category.id,
        sub_category_id: sub.id,
        category: { id: category.id, title: category.title },
        sub_category: { id: sub.id, title: sub.title },
        time: '5 days',
        location: 'New Cairo',
        instructor: 'Eng. Karim',
      });
      expect(course.image).toMatch(/^\/storage\/courses\/[\w-]+\.png$/);
      const served = await t.api().get(course.image).expect(200);
      expect(served.headers['content-type']).toBe('image/png');

      const list = await t.api().get('/api/courses').expect(200);
      expect(Array.isArray(list.body)).toBe(true);
      const item = (list.body as CourseItem[]).find((row) => row.id === course.id)!;
      expect(typeof item.price).toBe('number');
      expect(item.sub_category.title).toBe(sub.title);
      expect(item.category.title).toBe(category.title);
      const one = await t.api().get(`/api/courses/${course.id}`).expect(200);
      expect(one.body).toEqual(item);
      const page = await t
        .api()
        .get('/api/courses?page=1&limit=2')
        .set(bearer(admin.token))
        .expect(200);
      expect(page.body.data.length).toBeGreaterThan(0);
      expect(page.body.total).toBeGreaterThanOrEqual(1);
    });

    it('answers 404 for an unknown course', async () => {
      await t.api().get('/api/courses/99999999').expect(404, { message: 'Course not found' });
      await t.api().get('/api/courses/abc').expect(404);
    });

    it('sanitises the description and requires visible text', async () => {
      const { fields } = await validFields();
      const res = await courseForm({
        ...fields,
        description:
          '<p onclick="x()">Safe<script>alert(1)</script> <a href="javascript:x">l</a></p>',
      }).expect(201);
      expect(res.body.description).toBe('<p>Safe <a>l</a></p>');
      const empty = await courseForm({ ...fields, description: '<p> </p>' }).expect(422);
      expect(empty.body.errors.description).toBe('The description is required');
    });

    it('requires the image on create and judges it by content; a refused upload stores nothing', async () => {
      const { fields } = await validFields();
      const before = storedImages();
      const missing = await courseForm(fields, null).expect(422);
      expect(missing.body.errors).toEqual({ image: 'The image file is required' });
      const fake = await courseForm(fields, Buffer.from('<svg onload=alert(1)></svg>')).expect(422);
      expect(fake.body.errors.image).toBe('The image must be a JPEG, PNG, GIF or WebP image');
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const large = await courseForm(fields, big).expect(413);
      expect(large.body.message).toBe('The image must be at most 5 MB');
      // Any other problem refuses the file too.
      await courseForm({ ...fields, name: 'x' }).expect(422);
      expect(storedImages()).toBe(before);
    });

    it('validates fields: names, numbers from text, the subcategory of the category', async () => {
      const { fields, category } = await validFields();
      const other = await validFields();
      const cases: [Record<string, string>, string, string][] = [
        [{ name: 'x' }, 'name', 'The name must be longer than 1 character'],
        [
          { classification: '' },
          'classification',
          'The classification must be longer than 1 character',
        ],
        [{ price: 'abc' }, 'price', 'The price must be a number with at most 2 decimals'],
        [{ price: '10.123' }, 'price', 'The price must be a number with at most 2 decimals'],
        [{ price: '-1' }, 'price', 'The price cannot be negative'],
        [{ price: '' }, 'price', 'The price is required'],
        [{ category_id: 'x' }, 'category_id', 'The category is required'],
        [{ category_id: '99999999' }, 'category_id', 'The chosen category does not exist'],
        [
          { sub_category_id: String(other.sub.id) },
          'sub_category_id',
          `The subcategory "${other.sub.title}" does not belong to the category "${category.title}"`,
        ],
      ];
      for (const [change, field, message] of cases) {
        const res = await courseForm({ ...fields, ...change }).expect(422);
        expect(res.body.errors[field]).toBe(message);
      }
      const free = await courseForm({ ...fields, price: '0' }).expect(201);
      expect(free.body.price).toBe(0);
    });

    it('lets only staff write', async () => {
      const { fields } = await validFields();
      await courseForm(fields, PNG, member.token).expect(403);
      await t.api().post('/api/courses').field('name', 'No').expect(401);
    });

    it('updates without an image (JSON or multipart), keeping the stored image', async () => {
      const { fields } = await validFields();
      const created = (await courseForm(fields).expect(201)).body as CourseItem;
      const json = await t
        .api()
        .post(`/api/courses/${created.id}`)
        .set(bearer(admin.token))
        .send({ price: 99.9, name: 'Renamed course' })
        .expect(201);
      expect(json.body).toMatchObject({
        price: 99.9,
        name: 'Renamed course',
        image: created.image,
      });
      const multipart = await courseForm(
        { instructor: 'Eng. New', price: '120' },
        null,
        admin.token,
        `/api/courses/${created.id}`,
      ).expect(201);
      expect(multipart.body).toMatchObject({
        instructor: 'Eng. New',
        price: 120,
        image: created.image,
      });
      const nulls = await t
        .api()
        .post(`/api/courses/${created.id}`)
        .set(bearer(admin.token))
        .send({ name: null, price: null, description: null, time: null, category_id: null })
        .expect(201);
      expect(nulls.body).toMatchObject({ name: 'Renamed course', time: '', price: 120 });
      await courseForm({ name: 'x' }, null, admin.token, `/api/courses/${created.id}`).expect(422);
      await courseForm({ name: 'Ghost' }, null, admin.token, '/api/courses/99999999').expect(404);
    });

    it('replaces the image on update and removes the old file afterwards', async () => {
      const { fields } = await validFields();
      const created = (await courseForm(fields).expect(201)).body as CourseItem;
      expect(fs.existsSync(fileOf(created.image))).toBe(true);
      const refused = await courseForm(
        {},
        Buffer.from('not an image'),
        admin.token,
        `/api/courses/${created.id}`,
      ).expect(422);
      expect(refused.body.errors.image).toBeDefined();
      expect(fs.existsSync(fileOf(created.image))).toBe(true);
      const res = await courseForm({}, PNG, admin.token, `/api/courses/${created.id}`).expect(201);
      expect(res.body.image).not.toBe(created.image);
      expect(fs.existsSync(fileOf(res.body.image as string))).toBe(true);
      expect(fs.existsSync(fileOf(created.image))).toBe(false);
    });

    it('moves a course to another subcategory only within its category', async () => {
      const { fields, category } = await validFields();
      const created = (await courseForm(fields).expect(201)).body as CourseItem;
      const sibling = await newSub(category.id);
      const moved = await t
        .api()
        .post(`/api/courses/${created.id}`)
        .set(bearer(admin.token))
        .send({ sub_category_id: sibling.id })
        .expect(201);
      expect(moved.body.sub_category).toEqual({
        id: sibling.id,
        title: sibling.title,
        title_ar: '',
      });
      const stranger = await validFields();
      await t
        .api()
        .post(`/api/courses/${created.id}`)
        .set(bearer(admin.token))
        .send({ sub_category_id: stranger.sub.id })
        .expect(422);
    });

    it('searches by name', async () => {
      const marker = unique('Xq');
      const course = await makeCourse(t, { name: `Gas lift ${marker}` });
      await makeCourse(t);
      const res = await t
        .api()
        .post(`/api/courses/search?name=${marker.toLowerCase()}`)
        .set(bearer(admin.token))
        .expect(200);
      expect((res.body as CourseItem[]).map((c) => c.id)).toEqual([course.id]);
      expect(res.body[0].sub_category.title).toBe(course.sub_category.title);
    });

    it('refuses to delete a course with payments, purchases or certificates (409 naming them)', async () => {
      const course = await makeCourse(t);
      await t.db.getRepository(PaymentOrder).save({
        user_id: member.id,
        course_id: course.id,
        amount_cents: 100,
        currency: 'EGP',
        status: 'paid',
        merchant_reference: unique('ref'),
        provider: 'emulator',
        billing: {},
      });
      await t.db.getRepository(Purchase).save({ user_id: member.id, course_id: course.id });
      await t.db
        .getRepository(Certificate)
        .save({ user_id: member.id, course_id: course.id, certificate: 'certificates/x.pdf' });
      const res = await t
        .api()
        .delete(`/api/courses/${course.id}`)
        .set(bearer(admin.token))
        .expect(409);
      expect(res.body.message).toBe(
        `The course "${course.name}" has 1 payment order, 1 purchase, 1 certificate; it cannot be deleted.`,
      );
      await t.api().get(`/api/courses/${course.id}`).expect(200);
    });

    it('deletes a course and its image file', async () => {
      const { fields } = await validFields();
      const created = (await courseForm(fields).expect(201)).body as CourseItem;
      await t
        .api()
        .post(`/api/courses/wishlist/add/${created.id}`)
        .set(bearer(member.token))
        .expect(200);
      await t.api().delete(`/api/courses/${created.id}`).set(bearer(member.token)).expect(403);
      await t
        .api()
        .delete(`/api/courses/${created.id}`)
        .set(bearer(admin.token))
        .expect(200, { id: created.id });
      expect(fs.existsSync(fileOf(created.image))).toBe(false);
      expect(await t.db.getRepository(Course).existsBy({ id: created.id })).toBe(false);
    });

    it('gives /courses/{id} its title, description, Open Graph type and JSON-LD Course; 404 when unknown', async () => {
      const course = await makeCourse(t, {
        description: `<p>${'Pressure &amp; flow. '.repeat(20)}</p>`,
        price: 18500,
      });
      const meta = await t.app.get(PageHeads).resolve(`/courses/${course.id}`);
      expect(meta).toMatchObject({
        title: course.name,
        path: `/courses/${course.id}`,
        ogType: 'product',
        image: course.image,
      });
      expect(meta!.description.length).toBeLessThanOrEqual(155);
      expect(meta!.description).toMatch(/^Pressure & flow\. .*…$/);
      expect(meta!.jsonLd![0]).toMatchObject({
        '@type': 'Course',
        name: course.name,
        provider: { '@type': 'Organization' },
        offers: { price: '18500.00', priceCurrency: 'EGP', category: 'Paid' },
        hasCourseInstance: {
          courseMode: 'onsite',
          location: { '@type': 'Place', name: 'New Cairo' },
        },
      });
      const listed = await makeCourse(t, {
        description: '<p>Size an ESP.</p><ul><li>Pump curves</li><li>Cable &lt;3 kV</li></ul>',
      });
      const listedMeta = await t.app.get(PageHeads).resolve(`/courses/${listed.id}`);
      expect(listedMeta!.description).toBe('Size an ESP. Pump curves Cable <3 kV');
      const missing = await t.app.get(PageHeads).resolve('/courses/99999999');
      expect(missing?.status).toBe(404);
    });
  });
});
