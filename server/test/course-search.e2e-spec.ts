import { SEARCH_WINDOW } from '../src/common/crud/word-search.js';
import { Course } from '../src/model/course.entity.js';
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
 * Issue 26 item 4: the public course search (GET /api/courses/search?q=) finds the words of a
 * course's description and of the keywords staff give it, by the word index (FTS5 on SQLite,
 * FULLTEXT on MySQL). On MySQL each case runs by reading the newest rows and by the index alone.
 */
describe.each([
  ['newest rows first', { ...SEARCH_WINDOW }],
  ['the index alone', { rows: 0, sample: 0 }],
])('Public course search (%s)', (_name, window) => {
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

  /** The ids found by a visitor (no token), sorted. */
  async function find(q: string): Promise<number[]> {
    const res = await t
      .api()
      .get(`/api/courses/search?q=${encodeURIComponent(q)}`)
      .expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    return (res.body as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  }

  /** A word no other course (nor an earlier run on the same MySQL database) holds. */
  const marker = () => unique('mk').toLowerCase();

  it('finds a course by a word of its description, whatever its markup', async () => {
    const word = marker();
    const course = await makeCourse(t, {
      name: unique('Electrical Submersible Pump Design '),
      description: `<p>Size an <strong>ESP</strong> system.</p><ul><li>Motor</li><li>Seal ${word}</li></ul>`,
    });
    expect(await find(`esp ${word}`)).toEqual([course.id]);
    expect(await find(`ESP ${word}`)).toEqual([course.id]);
    // List items are words of their own: "Motor" and "Seal" did not run together.
    expect(await find(`motor seal ${word}`)).toEqual([course.id]);
    // The name, classification and discipline still count.
    expect(await find(`submersible ${word}`)).toEqual([course.id]);
    expect(await find(`${course.classification} ${word}`)).toEqual([course.id]);
    expect(await find(`drilling ${word}`)).toEqual([course.id]);
    // Every word must start a word of the course.
    expect(await find(`sp ${word}`)).toEqual([]);
    expect(await find(`esp gaslift ${word}`)).toEqual([]);
  });

  it('does not take the markup for words: tag names, link addresses, image data', async () => {
    const word = marker();
    await makeCourse(t, {
      name: `Well control ${word}`,
      description:
        '<p><strong>Kick</strong> detection, <a href="https://example.com/zebra">the manual</a>.</p>',
    });
    expect(await find(`kick ${word}`)).toHaveLength(1);
    expect(await find(`strong ${word}`)).toEqual([]);
    expect(await find(`zebra ${word}`)).toEqual([]);
    expect(await find(`href ${word}`)).toEqual([]);
  });

  it('finds a course by the keywords staff set on the course form; visitors never see them', async () => {
    const word = marker();
    const course = await makeCourse(t, { name: unique('Progressing Cavity Pumps ') });
    const saved = await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .field('keywords', `PCP, SRP ${word}`)
      .expect(201);
    expect((saved.body as { keywords: string }).keywords).toBe(`PCP, SRP ${word}`);
    expect(await find(`pcp ${word}`)).toEqual([course.id]);
    expect(await find(`srp ${word}`)).toEqual([course.id]);

    // Changed keywords leave the index with the old ones gone.
    await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .field('keywords', `Moineau ${word}`)
      .expect(201);
    expect(await find(`pcp ${word}`)).toEqual([]);
    expect(await find(`moineau ${word}`)).toEqual([course.id]);

    const tooLong = await t
      .api()
      .post(`/api/courses/${course.id}`)
      .set(bearer(admin.token))
      .field('keywords', 'x'.repeat(501))
      .expect(422);
    expect((tooLong.body as { message: string }).message).toBe(
      'The keywords must be at most 500 characters',
    );

    await t.db.getRepository(Course).delete(course.id);
    expect(await find(`moineau ${word}`)).toEqual([]);
  });

  it('keeps the dashboard search by name as it was: by the name only', async () => {
    const word = marker();
    const course = await makeCourse(t, {
      name: `Gas lift ${word}`,
      description: `<p>Valve spacing ${word}ing</p>`,
    });
    const byName = async (name: string) =>
      (
        (
          await t
            .api()
            .post(`/api/courses/search?name=${encodeURIComponent(name)}`)
            .set(bearer(admin.token))
            .expect(200)
        ).body as { id: number }[]
      ).map((row) => row.id);
    expect(await byName(`lift ${word}`)).toEqual([course.id]);
    expect(await byName(`valve ${word}`)).toEqual([]);
    expect(await find(`valve ${word}`)).toEqual([course.id]);
  });

  it.each(['', '   ', '+-*~<>()@"', 'NEAR(a b)', '{name}: x', 'é ü ñ', 'a'.repeat(300)])(
    'answers a list, never an error, for %j',
    async (q) => {
      await find(q);
    },
  );
});
