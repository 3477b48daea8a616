import { jest } from '@jest/globals';
import { JobRequest } from '../src/job-requests/job-request.entity.js';
import { Job } from '../src/jobs/job.entity.js';
import { User } from '../src/users/user.entity.js';
import { Role } from '../src/users/role.js';
import { ACCOUNT_ANSWER_MS } from '../src/web/front-door.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

interface Listed {
  data: { id: number; full_name: string; job: { title: string } | null }[];
  total: number;
}

/**
 * Issue 12, ADR 0014 addendum: the dashboard's lists and searches are answered by the front door
 * from what Nest last sent that account for that URL, while every table the answer came from
 * is unchanged (30 s at most). The session is read on every request, so signing out, a changed
 * role or another account is never answered from memory.
 *
 * Nest's answers carry Express's weak ETag (W/"…"); the front door's carry a strong one ("…"):
 * that is how these tests tell which one answered.
 */
describe('kept dashboard answers', () => {
  let t: TestApp;
  let boss: SignedIn;
  let job: Job;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await signedInUser(t, Role.SuperAdmin);
    job = await t.db.getRepository(Job).save({
      title: `Kept ${unique()}`,
      category: 'Drilling',
      description: '<p>x</p>',
      type: 'all',
    });
  });
  afterAll(() => t.close());

  const fromMemory = (res: { headers: Record<string, string> }) =>
    /^"/.test(res.headers.etag ?? '');
  const addRequest = (fullName: string) =>
    t.db.getRepository(JobRequest).save({
      full_name: fullName,
      country: 'Egypt',
      email: `${unique('k')}@example.com`,
      cv: 'cv/none.pdf',
      job_id: job.id,
    });
  /** A URL no other test reads, so its first answer is always Nest's. */
  const freshPage = () => `/api/job-requests?page=1&limit=5&_=${unique()}`;

  it('a page seen again is sent from memory, with the same body and headers', async () => {
    const url = freshPage();
    const first = await t.api().get(url).set(bearer(boss.token)).expect(200);
    expect(fromMemory(first)).toBe(false);
    const second = await t.api().get(url).set(bearer(boss.token)).expect(200);
    expect(fromMemory(second)).toBe(true);
    expect(second.body).toEqual(first.body);
    for (const header of ['cache-control', 'content-type', 'x-content-type-options', 'vary']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers.ratelimit).toMatch(/remaining=\d+/);
    const head = await t.api().head(url).set(bearer(boss.token)).expect(200);
    expect(fromMemory(head)).toBe(true);
    await t
      .api()
      .get(url)
      .set(bearer(boss.token))
      .set('If-None-Match', second.headers.etag)
      .expect(304);
  });

  it('a search seen again is sent from memory; one with a body goes to Nest', async () => {
    const marker = unique('Ks');
    await addRequest(`${marker} Amal`);
    const url = `/api/job-requests/search?full_name=${marker}&page=1&limit=10`;
    const first = await t.api().post(url).set(bearer(boss.token)).expect(200);
    const second = await t.api().post(url).set(bearer(boss.token)).expect(200);
    expect([fromMemory(first), fromMemory(second)]).toEqual([false, true]);
    expect((second.body as Listed).data.map((row) => row.full_name)).toEqual([`${marker} Amal`]);
    const withBody = await t.api().post(url).set(bearer(boss.token)).send({ x: 1 }).expect(200);
    expect(fromMemory(withBody)).toBe(false);
  });

  it('answers from memory only what Express would answer 200 as well', async () => {
    const url = `/api/job-requests/search?full_name=${unique('Kh')}&page=1&limit=10`;
    await t.api().post(url).set(bearer(boss.token)).expect(200);
    const kept = await t.api().post(url).set(bearer(boss.token)).expect(200);
    expect(fromMemory(kept)).toBe(true);
    // The dashboard's own request: JSON type, no body.
    const asDashboard = await t
      .api()
      .post(url)
      .set(bearer(boss.token))
      .set('Content-Type', 'application/json')
      .expect(200);
    expect(fromMemory(asDashboard)).toBe(true);
    // A search is never answered 304, whatever the client says it has.
    for (const tag of [kept.headers.etag, '*']) {
      await t.api().post(url).set(bearer(boss.token)).set('If-None-Match', tag).expect(200);
    }
    // The body parsers refuse these even without a body: Express answers, not the door.
    const refused = [
      { 'Content-Type': 'application/json; charset=latin1', 'Content-Length': '0' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'bogus', 'Content-Length': '0' },
    ];
    for (const headers of refused) {
      await t.api().post(url).set(bearer(boss.token)).set(headers).expect(415);
    }
  });

  it('a new row, and a change in a related table, are seen at once', async () => {
    const marker = unique('Kn');
    await addRequest(`${marker} One`);
    const url = `/api/job-requests/search?full_name=${marker}&page=1&limit=10`;
    const read = async () =>
      (await t.api().post(url).set(bearer(boss.token)).expect(200)).body as Listed;
    await read();
    expect((await read()).total).toBe(1);
    await addRequest(`${marker} Two`);
    expect((await read()).total).toBe(2);
    await read();
    const title = `Renamed ${unique()}`;
    await t.db.getRepository(Job).update(job.id, { title });
    expect((await read()).data.map((row) => row.job?.title)).toEqual([title, title]);
  });

  it('a signed-out session gets 401 at once, even for a URL it had kept', async () => {
    const admin = await signedInUser(t, Role.Admin);
    const url = freshPage();
    await t.api().get(url).set(bearer(admin.token)).expect(200);
    expect(fromMemory(await t.api().get(url).set(bearer(admin.token)).expect(200))).toBe(true);
    await t.api().get('/api/logout').set(bearer(admin.token)).expect(200);
    await t.api().get(url).set(bearer(admin.token)).expect(401);
  });

  it('an account whose role was lowered is refused at once', async () => {
    const admin = await signedInUser(t, Role.Admin);
    const url = '/api/courses?page=1&limit=10';
    await t.api().get(url).set(bearer(admin.token)).expect(200);
    expect(fromMemory(await t.api().get(url).set(bearer(admin.token)).expect(200))).toBe(true);
    await t.db.getRepository(User).update(admin.id, { role: Role.User });
    const after = await t.api().get(url).set(bearer(admin.token)).expect(200);
    // A user asking for a page gets the public bare list, not the dashboard's page.
    expect(fromMemory(after)).toBe(false);
    expect(Array.isArray(after.body)).toBe(true);
    await t.api().get('/api/job-requests?page=1&limit=10').set(bearer(admin.token)).expect(403);
  });

  it("one account never gets another's answer", async () => {
    const other = await signedInUser(t, Role.SuperAdmin);
    const url = freshPage();
    await t.api().get(url).set(bearer(boss.token)).expect(200);
    await t.api().get(url).set(bearer(boss.token)).expect(200);
    expect(fromMemory(await t.api().get(url).set(bearer(other.token)).expect(200))).toBe(false);
    await t
      .api()
      .get(url)
      .set(bearer('x'.repeat(43)))
      .expect(401);
  });

  it('an answer is kept 30 s at most (its signed CV links stay valid)', async () => {
    const url = freshPage();
    await t.api().get(url).set(bearer(boss.token)).expect(200);
    expect(fromMemory(await t.api().get(url).set(bearer(boss.token)).expect(200))).toBe(true);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + ACCOUNT_ANSWER_MS + 1);
    try {
      expect(fromMemory(await t.api().get(url).set(bearer(boss.token)).expect(200))).toBe(false);
    } finally {
      clock.mockRestore();
    }
  });

  it('resources whose tables are not all known are never kept', async () => {
    // Certificates declare no searchReads: each read is Nest's.
    const url = '/api/certificates?page=1&limit=10';
    await t.api().get(url).set(bearer(boss.token)).expect(200);
    expect(fromMemory(await t.api().get(url).set(bearer(boss.token)).expect(200))).toBe(false);
  });
});

describe('kept dashboard answers and the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_DEFAULT: '4' });
  });
  afterAll(() => t.close());

  it('count on the account, as Nest does: the limit refuses with 429', async () => {
    const boss = await signedInUser(t, Role.SuperAdmin);
    const url = '/api/users?page=1&limit=10';
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await t.api().get(url).set(bearer(boss.token))).status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
