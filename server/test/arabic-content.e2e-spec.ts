import { SEARCH_WINDOW } from '../src/common/crud/word-search.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse, PNG } from './support/courses.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

type Row = Record<string, unknown> & { id: number };

/**
 * Issue 28 item 2: staff enter Arabic beside the English of every text a visitor reads (the
 * `<field>_ar` twins of `translated: true`), and a search finds Arabic however it is written:
 * alef forms, ى/ي, ة/ه, diacritics and tatweel are normalised on both sides. On MySQL the
 * visitors' search runs by reading the newest rows and by the index alone.
 */
describe.each([
  ['newest rows first', { ...SEARCH_WINDOW }],
  ['the index alone', { rows: 0, sample: 0 }],
])('Content in Arabic (%s)', (_name, window) => {
  let t: TestApp;
  let admin: SignedIn;
  const defaultWindow = { ...SEARCH_WINDOW };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
    Object.assign(SEARCH_WINDOW, window);
  });
  afterAll(async () => {
    Object.assign(SEARCH_WINDOW, defaultWindow);
    await t.close();
  });

  /** The course ids a visitor's search finds (GET /api/courses/search?q=), sorted. */
  async function find(q: string): Promise<number[]> {
    const res = await t
      .api()
      .get(`/api/courses/search?q=${encodeURIComponent(q)}`)
      .expect(200);
    return (res.body as Row[]).map((row) => row.id).sort((a, b) => a - b);
  }

  /** The ids a staff search of a resource finds (POST /api/<path>/search?<param>=…). */
  async function staffSearch(path: string, param: string, value: string): Promise<number[]> {
    const res = await t
      .api()
      .post(`/api/${path}/search?${param}=${encodeURIComponent(value)}`)
      .set(bearer(admin.token))
      .expect(200);
    return (res.body as Row[]).map((row) => row.id).sort((a, b) => a - b);
  }

  /** A Latin word no other row holds: it keeps each case to its own rows on a shared MySQL. */
  const marker = () => unique('mk').toLowerCase();

  /** A course created as the dashboard's multipart form sends it. */
  async function createCourse(fields: Record<string, string>): Promise<Row> {
    const placed = await makeCourse(t);
    let req = t.api().post('/api/courses').set(bearer(admin.token));
    const form = {
      name: unique('Occupational Safety '),
      classification: unique('HS-'),
      discipline: 'HSE',
      price: '1200',
      description: '<p>Hazards at the wellsite.</p>',
      category_id: String(placed.category.id),
      sub_category_id: String(placed.sub_category.id),
      ...fields,
    };
    for (const [key, value] of Object.entries(form)) req = req.field(key, value);
    return (await req.attach('image', PNG, 'photo.png').expect(201)).body as Row;
  }

  it('stores and answers the Arabic twins of a course, sanitised, with its category in Arabic', async () => {
    const word = marker();
    const course = await createCourse({
      name: `Occupational Safety ${word}`,
      name_ar: 'السلامة المهنية',
      classification_ar: 'سلامة',
      discipline_ar: 'الصحة والسلامة والبيئة',
      description_ar: '<p>مخاطر <strong>موقع البئر</strong></p><script>alert(1)</script>',
      location_ar: 'القاهرة الجديدة',
    });
    expect(course).toMatchObject({
      name_ar: 'السلامة المهنية',
      classification_ar: 'سلامة',
      discipline_ar: 'الصحة والسلامة والبيئة',
      description_ar: '<p>مخاطر <strong>موقع البئر</strong></p>',
      location_ar: 'القاهرة الجديدة',
    });
    expect(course).not.toHaveProperty('search_ar');
    const visitor = (await t.api().get(`/api/courses/${course.id}`).expect(200)).body as Row;
    expect(visitor.name_ar).toBe('السلامة المهنية');
    expect(visitor.category).toEqual(expect.objectContaining({ title_ar: '' }));

    // A course with no Arabic answers '' for each twin: the site shows the English instead.
    const english = await createCourse({ name: `Well Control ${word}` });
    expect(english).toMatchObject({ name_ar: '', description_ar: '', location_ar: '' });

    const tooLong = await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .field('name_ar', 'س'.repeat(192))
      .expect(422);
    expect((tooLong.body as { message: string }).message).toBe(
      'The name (Arabic) must be at most 191 characters',
    );
  });

  it('finds a course by its Arabic name however the words are written', async () => {
    const word = marker();
    const safety = await createCourse({ name: `Safety ${word}`, name_ar: 'السلامة المهنية' });
    const management = await createCourse({
      name: `Management ${word}`,
      name_ar: 'إدارة المشروعات النفطية',
      description_ar: '<p>تخطيط <em>الميزانية</em> ومتابعة التكلفة</p>',
    });
    for (const q of ['السلامه', 'السّلامة', 'السلامة', 'الســلامة المهنيه', 'المهنيّة']) {
      expect(await find(`${q} ${word}`)).toEqual([safety.id]);
    }
    for (const q of ['اداره', 'إدارة', 'أدارة', 'ادارة النفطيه', 'الميزانيه', 'التكلفه']) {
      expect(await find(`${q} ${word}`)).toEqual([management.id]);
    }
    // A word start finds it, as in English; a word it does not hold does not.
    expect(await find(`الس ${word}`)).toEqual([safety.id]);
    expect(await find(`الحفر ${word}`)).toEqual([]);
    // The markup of the Arabic description is not words.
    expect(await find(`em ${word}`)).toEqual([]);
    // English still finds both.
    expect(await find(word)).toEqual([safety.id, management.id].sort((a, b) => a - b));
    expect(await find(`management ${word}`)).toEqual([management.id]);
  });

  it('keeps the Arabic search in step with updates', async () => {
    const word = marker();
    const course = await createCourse({ name: `Drilling ${word}`, name_ar: 'هندسة الحفر' });
    expect(await find(`الحفر ${word}`)).toEqual([course.id]);
    await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .field('name_ar', 'إكمال الآبار')
      .expect(201);
    expect(await find(`الحفر ${word}`)).toEqual([]);
    expect(await find(`اكمال الابار ${word}`)).toEqual([course.id]);
    // An update of another field keeps the Arabic words searchable.
    await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .field('price', '1300')
      .expect(201);
    expect(await find(`الآبار ${word}`)).toEqual([course.id]);
    // Arabic keywords are normalised too.
    await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .field('keywords', 'صيانة الآبار')
      .expect(201);
    expect(await find(`صيانه ${word}`)).toEqual([course.id]);
  });

  it('lets staff search each Arabic twin by its own parameter, normalised', async () => {
    const word = marker();
    const course = await createCourse({ name: `Admin ${word}`, name_ar: `إدارة ${word}` });
    expect(await staffSearch('courses', 'name_ar', `اداره ${word}`)).toEqual([course.id]);
    expect(await staffSearch('courses', 'name_ar', `ادارة`)).toContain(course.id);

    const faq = (
      await t
        .api()
        .post('/api/faqs')
        .set(bearer(admin.token))
        .send({
          question: `Where is the course? ${word}`,
          question_ar: `أين تُعقَد الدورة؟ ${word}`,
          answer: '<p>In New Cairo.</p>',
          answer_ar: '<p>في القاهرة الجديدة.</p>',
          position: 1,
        })
        .expect(201)
    ).body as Row;
    expect(faq).toMatchObject({ answer_ar: '<p>في القاهرة الجديدة.</p>' });
    expect(await staffSearch('faqs', 'question_ar', 'اين تعقد الدوره')).toContain(faq.id);
    expect(await staffSearch('faqs', 'question_ar', `الدورة؟ ${word}`)).toEqual([faq.id]);
    expect(await staffSearch('faqs', 'question_ar', `المعهد ${word}`)).toEqual([]);
    expect(await staffSearch('faqs', 'question', `Where is the course? ${word}`)).toEqual([faq.id]);
    const visitors = (await t.api().get('/api/faqs').expect(200)).body as Row[];
    expect(visitors.find((row) => row.id === faq.id)?.question_ar).toBe(`أين تُعقَد الدورة؟ ${word}`);
  });

  it('documents each twin in the record schema with its language and the field it translates', async () => {
    const doc = (await t.api().get('/api/docs.json').expect(200)).body as {
      components: { schemas: Record<string, { properties: Record<string, Row> }> };
    };
    const schemas = doc.components.schemas;
    const twins = (component: string) =>
      Object.entries(schemas[component].properties)
        .filter(([, schema]) => schema['x-lang'] === 'ar')
        .map(([name, schema]) => [name, schema['x-translation-of']]);
    expect(twins('Course')).toEqual([
      ['name_ar', 'name'],
      ['classification_ar', 'classification'],
      ['discipline_ar', 'discipline'],
      ['description_ar', 'description'],
      ['location_ar', 'location'],
    ]);
    expect(twins('Category')).toEqual([['title_ar', 'title']]);
    expect(twins('SubCategory')).toEqual([['title_ar', 'title']]);
    expect(twins('Job')).toEqual([
      ['title_ar', 'title'],
      ['category_ar', 'category'],
      ['description_ar', 'description'],
    ]);
    expect(twins('Faq')).toEqual([
      ['question_ar', 'question'],
      ['answer_ar', 'answer'],
    ]);
    expect(twins('Testimonial')).toEqual([['quote_ar', 'quote']]);
    expect(schemas.Course.properties.description_ar).toMatchObject({ 'x-kind': 'richtext' });
  });
});
