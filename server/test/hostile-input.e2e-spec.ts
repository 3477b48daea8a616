import { certificateDisposition } from '../src/certificates/certificate-file.js';
import { visibleName } from '../src/common/uploads/download-name.js';
import { Job } from '../src/model/job.entity.js';
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

/** A tiny but real PDF: file-type recognises it by its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Every resource with a paged list ({data,total} with page/limit). */
const PAGED_LISTS = [
  '/api/users',
  '/api/categories',
  '/api/sub-categories',
  '/api/courses',
  '/api/jobs',
  '/api/job-requests',
  '/api/certificates',
  '/api/contact-messages',
  '/api/paymob/transactions',
];

describe('Hostile input (issue 9, items 11 to 15)', () => {
  let t: TestApp;
  let root: SignedIn;
  let member: SignedIn;
  let job: Job;
  beforeAll(async () => {
    t = await createTestApp();
    root = await signedInUser(t, Role.SuperAdmin);
    member = await signedInUser(t, Role.User);
    job = await t.db.getRepository(Job).save({
      title: unique('Hostile job '),
      category: 'Tests',
      description: '<p>x</p>',
      type: 'all',
    });
  });
  afterAll(() => t.close());

  describe('11. JSON nested thousands of levels deep', () => {
    const endpoints: Array<[string, () => Record<string, string>]> = [
      ['/api/login', () => ({})],
      ['/api/register', () => ({})],
      ['/api/contact', () => ({})],
      ['/api/categories', () => bearer(root.token)],
      ['/api/paymob/initiate-payment', () => bearer(member.token)],
      ['/api/paymob/callback', () => ({})],
    ];
    it.each(endpoints)('%s answers 422 with a message, not 500', async (url, headers) => {
      for (const body of [
        deepArray(5000),
        `{"title":${deepObject(5000)}}`,
        `{"password":${deepArray(3000)}}`,
      ]) {
        const res = await t
          .api()
          .post(url)
          .set(headers())
          .set('Content-Type', 'application/json')
          .send(body);
        expect(res.status).toBe(422);
        expect((res.body as { message: string }).message).toBe(
          'The request body is nested too deeply (at most 32 levels)',
        );
      }
    });

    it('still takes ordinary bodies, and refuses a lone surrogate instead of failing', async () => {
      await t
        .api()
        .post('/api/categories')
        .set(bearer(root.token))
        .send({ title: unique('Fine ') })
        .expect(201);
      const res = await t
        .api()
        .post('/api/register')
        .set('Content-Type', 'application/json')
        .send('{"name":"x","email":"a\\ud800@example.com","phone":"01012345678"}')
        .expect(422);
      expect((res.body as { message: string }).message).toBe(
        'The request body contains text that is not valid Unicode',
      );
    });
  });

  describe('12. multipart ids sent as objects', () => {
    it('the public application answers 422 for job_id[a]=1', async () => {
      const res = await t
        .api()
        .post('/api/job-requests')
        .field('full_name', 'Mona Adel')
        .field('country', 'Egypt')
        .field('email', `${unique()}@example.com`)
        .field('job_id[a]', String(job.id))
        .attach('cv', PDF, 'cv.pdf')
        .expect(422);
      expect((res.body as { errors: Record<string, string> }).errors.job_id).toBe(
        'Choose the job you are applying for',
      );
    });

    it('course create and update answer 422 for category_id[x]=1 and sub_category_id[]', async () => {
      const course = await makeCourse(t);
      const created = await t
        .api()
        .post('/api/courses')
        .set(bearer(root.token))
        .field('name', 'Course')
        .field('category_id[x]', String(course.category.id))
        .field('sub_category_id[]', String(course.sub_category.id))
        .expect(422);
      const errors = (created.body as { errors: Record<string, string> }).errors;
      expect(errors.category_id).toBe('The category is required');
      expect(errors.sub_category_id).toBe('The subcategory is required');
      const updated = await t
        .api()
        .post(`/api/courses/${course.id}`)
        .set(bearer(root.token))
        .field('category_id[x]', String(course.category.id))
        .expect(422);
      expect((updated.body as { errors: Record<string, string> }).errors.category_id).toBe(
        'The category is required',
      );
    });

    it('a JSON object with its own valueOf is refused, not converted (the payment form)', async () => {
      const res = await t
        .api()
        .post('/api/paymob/initiate-payment')
        .set(bearer(member.token))
        .send({ course_id: { valueOf: 1, toString: 1 }, first_name: 'Mona' })
        .expect(422);
      expect((res.body as { errors: Record<string, string> }).errors.course_id).toBe(
        'The course is required',
      );
    });

    it('a sub-category id written as 1e3 or 0x1 is not read as a number', async () => {
      for (const category_id of ['1e3', '0x1', ' ', '1.5']) {
        await t
          .api()
          .post('/api/sub-categories')
          .set(bearer(root.token))
          .send({ title: 'Sub', category_id })
          .expect(422);
      }
    });
  });

  describe('13. page and limit are bounded', () => {
    it.each(PAGED_LISTS)(
      '%s answers 422 for page=1e20, limit=1e20 and page past the bound',
      async (url) => {
        for (const query of [
          'page=1e20&limit=10',
          'page=1&limit=1e20',
          'page=1000001',
          'page=0x2',
        ]) {
          const res = await t.api().get(`${url}?${query}`).set(bearer(root.token));
          expect(res.status).toBe(422);
          expect((res.body as { message: string }).message).toMatch(/^(page|limit) must be/);
        }
        const ok = await t.api().get(`${url}?page=2&limit=5`).set(bearer(root.token)).expect(200);
        expect(ok.body).toEqual(expect.objectContaining({ data: expect.any(Array) }));
        await t.api().get(`${url}?page=1000000&limit=100`).set(bearer(root.token)).expect(200);
      },
    );
  });

  describe('14. only canonical decimal path ids reach a handler', () => {
    it('+7, 0x7, %207, 7.0, 7e0, 07 and friends are 404 on read, update and delete', async () => {
      const course = await makeCourse(t);
      const id = course.id;
      await t.api().get(`/api/courses/${id}`).expect(200);
      const spellings = [
        `+${id}`,
        `0x${id.toString(16)}`,
        `%20${id}`,
        `${id}%20`,
        `${id}.0`,
        `${id}e0`,
        `0${id}`,
        `%2B${id}`,
        '2147483648',
      ];
      for (const spelling of spellings) {
        await t.api().get(`/api/courses/${spelling}`).expect(404);
        await t
          .api()
          .post(`/api/categories/${spelling}`)
          .set(bearer(root.token))
          .send({ title: 'Renamed' })
          .expect(404);
        await t.api().delete(`/api/jobs/${spelling}`).set(bearer(root.token)).expect(404);
        await t
          .api()
          .post(`/api/courses/wishlist/add/${spelling}`)
          .set(bearer(member.token))
          .expect(404);
      }
      // The course is untouched by all of that.
      await t.api().get(`/api/courses/${id}`).expect(200);
    });
  });

  describe('15. download names carry no invisible or bidi control characters', () => {
    it('the CV of an applicant named with a right-to-left override downloads as plain text', async () => {
      const applied = await t
        .api()
        .post('/api/job-requests')
        .field('full_name', 'Mona\u202Efdp.exe\u202C \u200BAdel\u2066\uFEFF')
        .field('country', 'Egypt')
        .field('email', `${unique()}@example.com`)
        .field('job_id', String(job.id))
        .attach('cv', PDF, 'cv.pdf')
        .expect(201);
      const res = await t
        .api()
        .get((applied.body as { cv: string }).cv)
        .set(bearer(root.token))
        .expect(200);
      const header = res.headers['content-disposition'];
      expect(header).toBe(
        `attachment; filename="Monafdp-exe-Adel-cv.pdf"; filename*=UTF-8''Monafdp.exe-Adel-cv.pdf`,
      );
      expect(decodeURIComponent(header.split("''")[1])).not.toMatch(
        /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/,
      );
    });

    it('certificate names lose them too, and a name of only invisible characters falls back', () => {
      expect(visibleName('\u202EWell\u00AD Control\u2069 \u3164 Level\u200D 2')).toBe(
        'Well Control Level 2',
      );
      expect(certificateDisposition('\u202E\u2066\u200B', 'pdf')).toBe(
        `attachment; filename="course-certificate.pdf"; filename*=UTF-8''course-certificate.pdf`,
      );
      expect(certificateDisposition('Safety \u202Eأمان', 'png')).toBe(
        `attachment; filename="Safety-certificate.png"; filename*=UTF-8''Safety-${encodeURIComponent('أمان')}-certificate.png`,
      );
    });
  });
});
