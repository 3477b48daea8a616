import { Role } from '../src/common/access/roles.js';
import { User } from '../src/model/user.entity.js';
import { makeCourse } from './support/courses.js';
import { pdfLines } from './support/pdf-lines.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

const compact = (line: string) => line.replace(/ /g, '');

/** Issue 28 item 4: a generated certificate is written in its holder's language. */
describe('Generated certificates in the holder’s language', () => {
  let t: TestApp;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://petrolink.example' });
    staff = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  async function issue(holder: SignedIn, courseId: number) {
    const res = await t
      .api()
      .post('/api/certificates/generate')
      .set(bearer(staff.token))
      .send({ user_id: holder.id, course_id: courseId })
      .expect(201);
    const { certificate } = res.body as { certificate: string };
    const download = () =>
      t
        .api()
        .get(certificate)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200)
        .then((answer) => answer.body as Buffer);
    return { first: await download(), second: await download() };
  }

  it('an Arabic holder’s certificate is in Arabic with the course’s Arabic name; English stays English', async () => {
    const course = await makeCourse(t, { name_ar: 'السلامة في مواقع الحفر' });
    const arabic = await signedInUser(t, Role.User, 'مريم عبد الرحمن');
    await t.db.getRepository(User).update(arabic.id, { locale: 'ar' });
    const { first, second } = await issue(arabic, course.id);
    // Rendered once when issued: every download serves the same stored file.
    expect(second.equals(first)).toBe(true);
    const { pages, lines } = await pdfLines(first);
    expect(pages).toBe(1);
    const at = (line: string) => lines.findIndex((each) => compact(each) === compact(line));
    expect(at('شهادة إتمام')).toBeGreaterThanOrEqual(0);
    expect(at('مريم عبد الرحمن')).toBeGreaterThan(at('شهادة إتمام'));
    expect(lines.indexOf('السلامة في مواقع الحفر')).toBeGreaterThan(at('مريم عبد الرحمن'));

    const english = await signedInUser(t, Role.User, 'Mariam Adel');
    const { lines: englishLines } = await pdfLines((await issue(english, course.id)).first);
    expect(englishLines).toContain('Certificate of Completion');
    expect(englishLines).toContain('Mariam Adel');
    expect(englishLines).toContain(course.name);
  });
});
