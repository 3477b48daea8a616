import { Role } from '../src/common/access/roles.js';
import { PNG } from './support/courses.js';
import { bearer, createTestApp, signedInUser, type TestApp, unique } from './support/test-app.js';

/**
 * DECISIONS 18: the company's front end runs on its own origin and shows course images with
 * `<img src="{backend}/storage/…">`. A browser drops an image whose response says
 * `Cross-Origin-Resource-Policy: same-origin`, so /storage answers `cross-origin`; every other
 * response keeps same-origin.
 */
describe('Public files for front ends on another origin', () => {
  const FRONT_END = 'https://app.petrolink.example';
  let t: TestApp;
  let image: string;

  /** The headers Chromium sends for `<img src>` on a page of another origin. */
  const imageRequest = (path: string) =>
    t
      .api()
      .get(path)
      .set('Origin', FRONT_END)
      .set('Referer', `${FRONT_END}/courses`)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Sec-Fetch-Mode', 'no-cors')
      .set('Sec-Fetch-Dest', 'image')
      .set('Accept', 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8');

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: FRONT_END });
    const admin = await signedInUser(t, Role.SuperAdmin);
    const category = await t
      .api()
      .post('/api/categories')
      .set(bearer(admin.token))
      .send({ title: unique('Cat ') })
      .expect(201);
    const sub = await t
      .api()
      .post('/api/sub-categories')
      .set(bearer(admin.token))
      .send({ title: unique('Sub '), category_id: category.body.id })
      .expect(201);
    const course = await t
      .api()
      .post('/api/courses')
      .set(bearer(admin.token))
      .field('name', unique('Course '))
      .field('classification', 'IWCF Level 2')
      .field('discipline', 'Drilling')
      .field('description', '<p>Well control.</p>')
      .field('category_id', String(category.body.id))
      .field('sub_category_id', String(sub.body.id))
      .field('price', '1500')
      .attach('image', PNG, 'course.png')
      .expect(201);
    image = (await t.api().get(`/api/courses/${course.body.id}`).expect(200)).body.image;
  });
  afterAll(() => t.close());

  it('serves a course image that a page on another origin may show', async () => {
    expect(image).toMatch(/^\/storage\/.+\.png$/);
    const res = await imageRequest(image).expect(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
  });

  it('keeps same-origin on the API, the pages and missing files', async () => {
    for (const path of ['/api/courses', '/api/health']) {
      const res = await imageRequest(path);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    const page = await t.api().get('/');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    const missing = await imageRequest('/storage/courses/none.png').expect(404);
    expect(missing.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
