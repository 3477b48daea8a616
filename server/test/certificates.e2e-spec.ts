import fs from 'node:fs';
import path from 'node:path';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';
import { Category } from '../src/model/category.entity.js';
import { Certificate } from '../src/model/certificate.entity.js';
import { Course } from '../src/model/course.entity.js';
import { SubCategory } from '../src/model/sub-category.entity.js';
import { Role } from '../src/common/access/roles.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface CertificateBody {
  id: number;
  user_id: number;
  course_id: number;
  user: { id: number; name: string };
  course: { id: number; name: string; classification: string };
  certificate: string;
  created_at: string;
}

describe('Certificates API', () => {
  let t: TestApp;
  let superAdmin: SignedIn;
  let admin: SignedIn;
  let owner: SignedIn;
  let stranger: SignedIn;
  let course: Course;

  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'private', 'certificates');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  const issue = async (token: string, userId: number, courseId = course.id, file = PDF) => {
    const res = await t
      .api()
      .post('/api/certificates')
      .set(bearer(token))
      .field('user_id', String(userId))
      .field('course_id', String(courseId))
      .attach('certificate', file, 'certificate.pdf')
      .expect(201);
    return res.body as CertificateBody;
  };

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await signedInUser(t, Role.SuperAdmin);
    admin = await signedInUser(t, Role.Admin);
    owner = await signedInUser(t, Role.User, `Owner ${unique()}`);
    stranger = await signedInUser(t, Role.User);
    const category = await t.db.getRepository(Category).save({ title: unique('Cat ') });
    const sub = await t.db
      .getRepository(SubCategory)
      .save({ title: unique('Sub '), category_id: category.id });
    course = await t.db.getRepository(Course).save({
      name: `Well control ${unique()}`,
      classification: 'IWCF Level 2',
      discipline: 'Drilling',
      price: 1500,
      description: '<p>Course</p>',
      category_id: category.id,
      sub_category_id: sub.id,
    });
  });
  afterAll(() => t.close());

  it('issues a certificate (multipart), lists, reads and finds it', async () => {
    const created = await issue(admin.token, owner.id);
    expect(created).toMatchObject({
      user_id: owner.id,
      course_id: course.id,
      user: { id: owner.id, name: owner.name },
      course: { id: course.id, name: course.name, classification: 'IWCF Level 2' },
      certificate: expect.stringMatching(
        new RegExp(`^/api/certificates/${created.id}/file\\?expires=\\d+&sig=[\\w-]{43}$`),
      ),
    });
    expect(typeof created.created_at).toBe('string');

    const page = await t
      .api()
      .get('/api/certificates?page=1&limit=5')
      .set(bearer(superAdmin.token))
      .expect(200);
    expect(page.body.total).toBeGreaterThanOrEqual(1);
    expect((page.body.data as CertificateBody[]).map((row) => row.id)).toContain(created.id);

    const one = await t
      .api()
      .get(`/api/certificates/${created.id}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(one.body).toMatchObject({ id: created.id, user: { name: owner.name } });

    // user_id matches exactly (an id that is a prefix of another must not find it) …
    const byId = await t
      .api()
      .post(`/api/certificates/search?user_id=${owner.id}`)
      .set(bearer(admin.token))
      .expect(200);
    expect((byId.body as CertificateBody[]).every((row) => row.user_id === owner.id)).toBe(true);
    expect((byId.body as CertificateBody[]).map((row) => row.id)).toContain(created.id);
    const prefix = await t
      .api()
      .post(`/api/certificates/search?user_id=${owner.id}0`)
      .set(bearer(admin.token))
      .expect(200);
    expect((prefix.body as CertificateBody[]).map((row) => row.id)).not.toContain(created.id);
    // … and text matches the user's name.
    const byName = await t
      .api()
      .post(`/api/certificates/search?user_id=${encodeURIComponent(owner.name.toUpperCase())}`)
      .set(bearer(admin.token))
      .expect(200);
    expect((byName.body as CertificateBody[]).map((row) => row.id)).toContain(created.id);
    expect((byName.body as CertificateBody[]).every((row) => row.user.name === owner.name)).toBe(
      true,
    );
  });

  it('gives the file by header to its owner and to staff only', async () => {
    const created = await issue(superAdmin.token, owner.id, course.id, PNG);
    // The route without the signed address's query: the Bearer rule of DECISIONS 2.
    const route = created.certificate.split('?')[0];

    const own = await t
      .api()
      .get(route)
      .set(bearer(owner.token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(
      /^attachment; filename=".*-certificate\.png"/,
    );
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(own.body as Buffer, PNG)).toBe(0);

    for (const staff of [admin, superAdmin]) {
      await t.api().get(route).set(bearer(staff.token)).expect(200);
    }
    await t.api().get(route).set(bearer(stranger.token)).expect(403);
    await t.api().get(route).expect(401);
    // a stranger cannot tell a missing certificate from someone else's
    await t.api().get('/api/certificates/99999999/file').set(bearer(stranger.token)).expect(403);
    await t.api().get('/api/certificates/99999999/file').set(bearer(admin.token)).expect(404);
  });

  it("lists the signed-in user's own certificates at GET /api/user/certificates", async () => {
    const created = await issue(admin.token, owner.id);

    const mine = await t.api().get('/api/user/certificates').set(bearer(owner.token)).expect(200);
    const list = mine.body.certificates as {
      id: number;
      course: { id: number; name: string; classification: string };
      download: string;
      created_at: string;
    }[];
    const entry = list.find((row) => row.id === created.id);
    expect(entry).toMatchObject({
      course: { id: course.id, name: course.name, classification: 'IWCF Level 2' },
      download: expect.stringMatching(
        new RegExp(`^/api/certificates/${created.id}/file\\?expires=\\d+&sig=[\\w-]{43}$`),
      ),
    });
    await t.api().get(entry!.download.split('?')[0]).set(bearer(owner.token)).expect(200);

    const theirs = await t
      .api()
      .get('/api/user/certificates')
      .set(bearer(stranger.token))
      .expect(200);
    expect(theirs.body).toEqual({ certificates: [] });
    await t.api().get('/api/user/certificates').expect(401);
  });

  it('answers 422 naming each problem, and stores nothing for a rejected upload', async () => {
    const before = storedFiles().length;

    const missing = await t
      .api()
      .post('/api/certificates')
      .set(bearer(admin.token))
      .field('user_id', String(owner.id))
      .field('course_id', String(course.id))
      .expect(422);
    expect(missing.body).toEqual({
      message: 'The certificate file is required',
      errors: { certificate: 'The certificate file is required' },
    });

    const unknown = await t
      .api()
      .post('/api/certificates')
      .set(bearer(admin.token))
      .field('user_id', '99999999')
      .field('course_id', '99999998')
      .attach('certificate', PDF, 'certificate.pdf')
      .expect(422);
    expect(unknown.body.errors).toEqual({
      user_id: 'The chosen user does not exist',
      course_id: 'The chosen course does not exist',
    });

    const noIds = await t
      .api()
      .post('/api/certificates')
      .set(bearer(admin.token))
      .field('user_id', 'abc')
      .attach('certificate', PDF, 'certificate.pdf')
      .expect(422);
    expect(noIds.body.errors).toMatchObject({
      user_id: 'Choose the user who receives the certificate',
      course_id: 'Choose the course of the certificate',
    });

    // a script named .pdf is judged by its bytes
    const fake = await t
      .api()
      .post('/api/certificates')
      .set(bearer(admin.token))
      .field('user_id', String(owner.id))
      .field('course_id', String(course.id))
      .attach('certificate', Buffer.from('<script>alert(1)</script>'), 'certificate.pdf')
      .expect(422);
    expect(fake.body).toEqual({
      message: 'The certificate must be a PDF or image file',
      errors: { certificate: 'The certificate must be a PDF or image file' },
    });

    expect(storedFiles()).toHaveLength(before);
  });

  it('checks the role on the server', async () => {
    const created = await issue(admin.token, owner.id);
    await t
      .api()
      .post('/api/certificates')
      .field('user_id', String(owner.id))
      .field('course_id', String(course.id))
      .attach('certificate', PDF, 'certificate.pdf')
      .expect(401);
    await t
      .api()
      .post('/api/certificates')
      .set(bearer(owner.token))
      .field('user_id', String(owner.id))
      .field('course_id', String(course.id))
      .attach('certificate', PDF, 'certificate.pdf')
      .expect(403);
    await t.api().get('/api/certificates?page=1&limit=5').set(bearer(owner.token)).expect(403);
    await t.api().get('/api/certificates').expect(401);
    await t.api().get(`/api/certificates/${created.id}`).set(bearer(owner.token)).expect(403);
    await t
      .api()
      .post(`/api/certificates/search?user_id=${owner.id}`)
      .set(bearer(owner.token))
      .expect(403);
    await t.api().delete(`/api/certificates/${created.id}`).set(bearer(owner.token)).expect(403);
    await t.api().get(`/api/certificates/${created.id}`).set(bearer(admin.token)).expect(200);
  });

  it('lists the users a certificate can be issued to, for staff only', async () => {
    const all = await t
      .api()
      .get('/api/certificates/recipients')
      .set(bearer(superAdmin.token))
      .expect(200);
    expect(all.body).toContainEqual({ id: owner.id, name: owner.name, email: owner.email });
    const found = await t
      .api()
      .get(`/api/certificates/recipients?q=${encodeURIComponent(owner.email.toUpperCase())}`)
      .set(bearer(superAdmin.token))
      .expect(200);
    expect(found.body).toEqual([{ id: owner.id, name: owner.name, email: owner.email }]);
    // Role 1996 sees id and name only, and finds by name, never by email (DECISIONS 20).
    const names = await t
      .api()
      .get('/api/certificates/recipients')
      .set(bearer(admin.token))
      .expect(200);
    expect(names.body).toContainEqual({ id: owner.id, name: owner.name });
    expect(JSON.stringify(names.body)).not.toContain('@');
    const byName = await t
      .api()
      .get(`/api/certificates/recipients?q=${encodeURIComponent(owner.name.toUpperCase())}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(byName.body).toEqual([{ id: owner.id, name: owner.name }]);
    const byEmail = await t
      .api()
      .get(`/api/certificates/recipients?q=${encodeURIComponent(owner.email)}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(byEmail.body).toEqual([]);
    await t.api().get('/api/certificates/recipients').set(bearer(owner.token)).expect(403);
    await t.api().get('/api/certificates/recipients').expect(401);
  });

  it('has no update route', async () => {
    const created = await issue(admin.token, owner.id);
    await t
      .api()
      .post(`/api/certificates/${created.id}`)
      .set(bearer(admin.token))
      .send({ user_id: stranger.id })
      .expect(404);
    const row = await t.db.getRepository(Certificate).findOneByOrFail({ id: created.id });
    expect(row.user_id).toBe(owner.id);
  });

  it('deletes the row and its file', async () => {
    const created = await issue(admin.token, owner.id);
    const row = await t.db.getRepository(Certificate).findOneByOrFail({ id: created.id });
    const file = path.join(t.config.dataDir, 'uploads', 'private', row.certificate);
    expect(fs.existsSync(file)).toBe(true);

    await t
      .api()
      .delete(`/api/certificates/${created.id}`)
      .set(bearer(superAdmin.token))
      .expect(200, { id: created.id });

    expect(fs.existsSync(file)).toBe(false);
    await t.api().get(`/api/certificates/${created.id}`).set(bearer(admin.token)).expect(404);
    await t.api().get(created.certificate).set(bearer(admin.token)).expect(404);
    await t.api().delete(`/api/certificates/${created.id}`).set(bearer(admin.token)).expect(404);
  });

  it('deleting a user removes their certificates and the private files', async () => {
    const holder = await signedInUser(t, Role.User);
    const created = await issue(admin.token, holder.id);
    const row = await t.db.getRepository(Certificate).findOneByOrFail({ id: created.id });
    const file = path.join(t.config.dataDir, 'uploads', 'private', row.certificate);
    expect(fs.existsSync(file)).toBe(true);

    await t.api().delete(`/api/users/${holder.id}`).set(bearer(superAdmin.token)).expect(200);

    expect(await t.db.getRepository(Certificate).findOneBy({ id: created.id })).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
  });
});
