import { SEARCH_WINDOW } from '../src/common/crud/word-search.js';
import { JobRequest } from '../src/model/job-request.entity.js';
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
 * Issue 12: searches by word index (FULLTEXT on MySQL, FTS5 on SQLite). On MySQL each case runs
 * twice: reading the newest rows (the whole test table fits the window) and by the index alone.
 */
describe.each([
  ['newest rows first', { ...SEARCH_WINDOW }],
  ['the index alone', { rows: 0, sample: 0 }],
  // The window ends a few rows back, its sample one row back: every path of newestMatches runs.
  ['a sample of the newest rows, then a short window', { rows: 6, sample: 1 }],
  // A short sample, then a long window read on from where it stopped.
  ['a sample, then a long window', { rows: 100_000, sample: 3 }],
])('Word search (%s)', (_name, window) => {
  let t: TestApp;
  let boss: SignedIn;
  const defaultWindow = { ...SEARCH_WINDOW };

  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
    Object.assign(SEARCH_WINDOW, window);
  });
  afterAll(async () => {
    Object.assign(SEARCH_WINDOW, defaultWindow);
    await t.close();
  });

  const requests = () => t.db.getRepository(JobRequest);
  const addRequest = (full_name: string, fields: Partial<JobRequest> = {}) =>
    requests().save({
      full_name,
      country: 'Egypt',
      email: `${unique('wq')}@example.com`,
      cv: 'cv/none.pdf',
      ...fields,
    });

  async function search(resource: string, query: Record<string, string>): Promise<number[]> {
    const res = await t
      .api()
      .post(`/api/${resource}/search?${new URLSearchParams(query).toString()}`)
      .set(bearer(boss.token))
      .expect(200);
    return (res.body as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  }

  it('finds a name by any of its words and by word prefixes, each word required', async () => {
    const marker = unique('Wq');
    const row = await addRequest(`Ahmed Hassan ${marker}`);
    const other = await addRequest(`Hassan Ahmed-Saleh ${marker}`);
    const find = (full_name: string) => search('job-requests', { full_name });
    expect(await find(`hassan ${marker}`)).toEqual([row.id, other.id]);
    expect(await find(`ahm ${marker}`)).toEqual([row.id, other.id]);
    expect(await find(`${marker} AHMED`)).toEqual([row.id, other.id]);
    expect(await find(`saleh ${marker}`)).toEqual([other.id]);
    expect(await find(marker.toLowerCase())).toEqual([row.id, other.id]);
    // Every word must start a word: not found by its middle, nor with a word it lacks.
    expect(await find(`assan ${marker}`)).toEqual([]);
    expect(await find(`hassan mansour ${marker}`)).toEqual([]);
  });

  it('matches words below the index minimum and stopwords too (LIKE on the candidates)', async () => {
    const marker = unique('Wq');
    const row = await addRequest(`Al The Masri ${marker}`);
    const find = (full_name: string) => search('job-requests', { full_name });
    expect(await find(`al ${marker}`)).toEqual([row.id]);
    expect(await find(`the ${marker}`)).toEqual([row.id]);
    expect(await find(`${marker} ma`)).toEqual([row.id]);
    expect(await find(`xy ${marker}`)).toEqual([]);
  });

  it('searches e-mail and country by words', async () => {
    const marker = unique('wq').toLowerCase();
    const row = await addRequest(`Nour ${marker}`, {
      email: `nour.${marker}@petro-mail.com`,
      country: `Saudi Arabia ${marker}`,
    });
    expect(await search('job-requests', { email: `nour.${marker}@petro-mail.com` })).toEqual([
      row.id,
    ]);
    expect(await search('job-requests', { email: `${marker}@petro` })).toEqual([row.id]);
    expect(await search('job-requests', { country: `arabia ${marker}` })).toEqual([row.id]);
  });

  it('keeps the index in step with updates and deletes', async () => {
    const marker = unique('Wq');
    const row = await addRequest(`Karim ${marker}`);
    await requests().update(row.id, { full_name: `Youssef ${marker}` });
    expect(await search('job-requests', { full_name: `karim ${marker}` })).toEqual([]);
    expect(await search('job-requests', { full_name: `youssef ${marker}` })).toEqual([row.id]);
    await requests().delete(row.id);
    expect(await search('job-requests', { full_name: `youssef ${marker}` })).toEqual([]);
  });

  it('finds users by a later word of the name and courses by a middle word', async () => {
    const marker = unique('Wq');
    const user = await signedInUser(t, Role.User, `Mariam ${marker} Fahmy`);
    expect(await search('users', { name: `fahmy ${marker}` })).toEqual([user.id]);
    expect(await search('users', { email: user.email })).toEqual([user.id]);
    const course = await makeCourse(t, { name: `Gas ${marker} lift design` });
    expect(await search('courses', { name: `lift ${marker}` })).toEqual([course.id]);
    expect(await search('courses', { name: `${marker} des` })).toEqual([course.id]);
  });

  it.each([
    '+',
    '-',
    '*',
    '"',
    "'",
    '(',
    ')',
    '~',
    '<>',
    '@',
    '\\',
    '%',
    '_',
    '""*"',
    '+-*~<>()@"',
    'NEAR(a b)',
    'a OR b',
    'x AND NOT y',
    '^name',
    'full_name : x',
    '{full_name}: x',
    '*"abc"*',
    'a'.repeat(300),
    'é ü ñ',
  ])('never fails on hostile input %j', async (input) => {
    await search('job-requests', { full_name: input });
    await search('users', { name: input, email: input });
    await search('courses', { name: input });
  });
});
