import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import { Category } from '../src/model/category.entity.js';
import { IMMUTABLE_CACHE, PRIVATE_CACHE, PUBLIC_CACHE } from '../src/common/http/http-caching.js';
import { Course } from '../src/model/course.entity.js';
import { Job } from '../src/model/job.entity.js';
import { PageHeads } from '../src/seo/page-heads.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import { startWithSite } from './support/fake-site.js';
import { makeSession } from './support/sessions.js';
import { bearer, signedInUser, type SignedIn, type TestApp, unique } from './support/test-app.js';

/**
 * Issue 23 item 3, ADR 0016: the Cache-Control rule per route family, and revalidation by a
 * strong ETag made from the versions of an answer's tables (a 304 builds nothing).
 */
describe('HTTP caching by the book', () => {
  let t: Awaited<ReturnType<typeof startWithSite>>;
  let user: SignedIn;
  let staff: SignedIn;
  let course: Course;
  let job: Job;

  beforeAll(async () => {
    t = await startWithSite();
    const asTestApp = t as unknown as TestApp;
    user = await signedInUser(asTestApp, Role.User);
    staff = await signedInUser(asTestApp, Role.Admin);
    course = await makeCourse(asTestApp);
    job = await t.db.getRepository(Job).save({
      title: unique('Field engineer '),
      category: 'Engineering',
      description: '<p>On site.</p>',
      type: 'all',
    });
    fs.mkdirSync(path.join(t.dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(t.dist, 'assets', 'index-3f2a9c.js'), 'console.log(1);');
  });
  afterAll(() => t.close());

  /** A version tag, a page's time after a dot, the coding after a dash (one tag per coding). */
  const STRONG = /^"[\w-]{27}(\.[0-9a-z]+)?(-br|-gzip)?"$/;

  describe("visitors' catalogue reads", () => {
    const urls = () => [
      '/api/courses',
      `/api/courses/${course.id}`,
      '/api/categories',
      '/api/sub-categories',
      '/api/jobs',
      `/api/jobs/${job.id}`,
      '/api/testimonials',
      `/api/sessions/upcoming?course_id=${course.id}`,
    ];

    it('are public for 10 s with a strong ETag, and a revalidation is a 304 without a body', async () => {
      for (const url of urls()) {
        const first = await t.api().get(url).expect(200);
        expect([url, first.headers['cache-control']]).toEqual([url, PUBLIC_CACHE]);
        expect(first.headers.etag).toMatch(STRONG);
        expect(first.headers.vary).toMatch(/Accept-Encoding/);
        expect(first.headers.vary).toMatch(/Authorization/);
        // A kept copy serves many clients: no one caller's rate-limit count on it.
        expect(first.headers.ratelimit).toBeUndefined();
        const again = await t.api().get(url).set('If-None-Match', first.headers.etag).expect(304);
        expect(again.text).toBe('');
        expect(again.headers['cache-control']).toBe(PUBLIC_CACHE);
        expect(again.headers.etag).toBe(first.headers.etag);
        // A weak comparison, as a proxy that compressed the answer sends it back.
        await t.api().get(url).set('If-None-Match', `W/${first.headers.etag}`).expect(304);
        const head = await t.api().head(url).set('Accept-Encoding', 'gzip, deflate').expect(200);
        expect(head.headers.etag).toBe(first.headers.etag);
      }
    });

    it("upcoming sessions' tag follows the rows that take seats (a booking)", async () => {
      const session = await makeSession(t, course.id, { capacity: 3 });
      const url = `/api/sessions/upcoming?course_id=${course.id}`;
      const before = await t.api().get(url).expect(200);
      await t.db.query(
        'INSERT INTO purchases (user_id, course_id, session_id, status) VALUES (?, ?, ?, ?)',
        [user.id, course.id, session.id, 'booked'],
      );
      const after = await t.api().get(url).set('If-None-Match', before.headers.etag).expect(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('a revalidation reads the versions only, and an answer is built once per version', async () => {
      const repo = t.db.getRepository(Category);
      const find = jest.spyOn(repo, 'find');
      try {
        const first = await t.api().get('/api/categories').expect(200);
        const built = find.mock.calls.length;
        await t.api().get('/api/categories').set('If-None-Match', first.headers.etag).expect(304);
        const again = await t.api().get('/api/categories').set('Accept-Encoding', 'br').expect(200);
        expect(again.body).toEqual(first.body);
        expect(find.mock.calls.length).toBe(built);

        await repo.save({ title: unique('New family ') });
        const changed = await t
          .api()
          .get('/api/categories')
          .set('If-None-Match', first.headers.etag)
          .expect(200);
        expect(changed.headers.etag).not.toBe(first.headers.etag);
        expect(find.mock.calls.length).toBeGreaterThan(built);
      } finally {
        find.mockRestore();
      }
    });

    it('each coding is its own representation, with its own strong tag', async () => {
      for (let i = 0; i < 3; i += 1) await makeCourse(t);
      const br = await t.api().get('/api/courses').set('Accept-Encoding', 'br').expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.etag).toMatch(/-br"$/);
      const plain = await t
        .api()
        .get('/api/courses')
        .set('Accept-Encoding', 'identity')
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.etag).toBe(br.headers.etag.replace(/-br"$/, '"'));
      expect(plain.body).toEqual(br.body);
      const again = await t
        .api()
        .get('/api/courses')
        .set('Accept-Encoding', 'br')
        .set('If-None-Match', br.headers.etag)
        .expect(304);
      expect(again.headers.etag).toBe(br.headers.etag);
    });

    it('the same URLs with a Bearer token are private and never stored', async () => {
      for (const url of urls()) {
        const res = await t.api().get(url).set(bearer(user.token)).expect(200);
        expect([url, res.headers['cache-control']]).toEqual([url, PRIVATE_CACHE]);
      }
      // Even a token that names no session: whoever sends credentials gets a private answer.
      const stale = await t
        .api()
        .get('/api/categories')
        .set('Authorization', `Bearer ${'x'.repeat(40)}`)
        .expect(200);
      expect(stale.headers['cache-control']).toBe(PRIVATE_CACHE);
    });
  });

  it('everything else on the API is private, no-store: staff lists, errors, writes, health', async () => {
    const checks = {
      'staff page': await t
        .api()
        .get('/api/categories?page=1&limit=5')
        .set(bearer(staff.token))
        .expect(200),
      'staff search': await t
        .api()
        .post('/api/categories/search')
        .set(bearer(staff.token))
        .expect(200),
      'unknown course': await t.api().get('/api/courses/2147480000').expect(404),
      'no token': await t.api().get('/api/users').expect(401),
      'own account': await t.api().get('/api/user').set(bearer(user.token)).expect(200),
      'health (no-store of its own)': await t.api().get('/api/health'),
      'refused sign-in': await t
        .api()
        .post('/api/login')
        .send({ email: 'nobody@example.com', password: 'x' }),
    };
    for (const [name, res] of Object.entries(checks)) {
      // Some routes say `no-store` alone: no cache, private or shared, may store them either way.
      expect([name, res.headers['cache-control']]).toEqual([
        name,
        expect.stringMatching(/no-store/),
      ]);
      expect(res.headers['cache-control']).not.toMatch(/public/);
    }
    expect(checks['staff page'].headers['cache-control']).toBe(PRIVATE_CACHE);
  });

  describe('pages', () => {
    let heads: jest.SpiedFunction<PageHeads['resolve']>;
    beforeAll(() => {
      heads = jest.spyOn(t.app.get(PageHeads), 'resolve');
    });
    afterAll(() => heads.mockRestore());
    const rendered = (urlPath: string) => heads.mock.calls.filter(([p]) => p === urlPath).length;

    it('are public with a strong ETag; a revalidation builds nothing', async () => {
      const first = await t.api().get('/aboutus').set('Accept-Encoding', 'br').expect(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE);
      expect(first.headers.etag).toMatch(STRONG);
      expect(first.headers.vary).toMatch(/Accept-Encoding/);
      const calls = rendered('/aboutus');
      const again = await t.api().get('/aboutus').set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      expect(again.headers['cache-control']).toBe(PUBLIC_CACHE);
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(rendered('/aboutus')).toBe(calls);
    });

    it('a page is built once per tag: the next visitor gets the kept page, in any coding', async () => {
      const own = await makeCourse(t);
      const url = `/courses/${own.id}`;
      const first = await t.api().get(url).set('Accept-Encoding', 'br').expect(200);
      const calls = rendered(url);
      const plain = await t.api().get(url).set('Accept-Encoding', 'identity').expect(200);
      const gzip = await t.api().get(url).set('Accept-Encoding', 'gzip').expect(200);
      expect(rendered(url)).toBe(calls);
      expect(plain.text).toContain(own.name);
      expect(gzip.text).toBe(plain.text);
      expect(first.headers.etag).toBe(`${gzip.headers.etag.slice(0, -6)}-br"`);
      await t.db.getRepository(Course).update(own.id, { name: `${own.name} kept no more` });
      const renamed = await t.api().get(url).expect(200);
      expect(renamed.text).toContain(`${own.name} kept no more`);
      expect(rendered(url)).toBe(calls + 1);
    });

    it('a rebuilt page gets a new tag', async () => {
      const first = await t.api().get('/aboutus').expect(200);
      const file = path.join(t.dist, 'aboutus', 'index.html');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('<h1>', '<h1>New '));
      const later = new Date(Date.now() + 10_000);
      fs.utimesSync(file, later, later);
      const next = await t.api().get('/aboutus').set('If-None-Match', first.headers.etag);
      expect(next.status).toBe(200);
      expect(next.text).toContain('<h1>New ');
    });

    it('a course page follows its course and sessions, and its tag lapses when a session starts', async () => {
      const own = await makeCourse(t);
      const url = `/courses/${own.id}`;
      const first = await t.api().get(url).expect(200);
      await t.db.getRepository(Course).update(own.id, { name: `${own.name} renamed` });
      const renamed = await t.api().get(url).set('If-None-Match', first.headers.etag);
      expect(renamed.status).toBe(200);
      expect(renamed.text).toContain(`${own.name} renamed`);

      // Whole seconds: MySQL's DATETIME keeps no fraction.
      const start = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000);
      await makeSession(t, own.id, {
        location: 'Starting-soon hall',
        starts_at: start,
        ends_at: new Date(start.getTime() + 3_600_000),
      });
      const listed = await t.api().get(url).expect(200);
      expect(listed.text).toContain('Starting-soon hall');
      await t.api().get(url).set('If-None-Match', listed.headers.etag).expect(304);
      await new Promise((resolve) => setTimeout(resolve, start.getTime() - Date.now() + 500));
      const started = await t.api().get(url).set('If-None-Match', listed.headers.etag);
      expect(started.status).toBe(200);
      expect(started.text).not.toContain('Starting-soon hall');
    });

    it('an unknown course page is not stored', async () => {
      const res = await t.api().get('/courses/2147480000').expect(404);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  it('hashed assets are immutable for a year; the dashboard shell is revalidated', async () => {
    const asset = await t.api().get('/assets/index-3f2a9c.js').expect(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    // A missing one is a 404, not the site's shell kept under an asset's name.
    const missing = await t.api().get('/assets/index-000000.js').expect(404);
    expect(missing.text).not.toMatch(/<html/);
    const shell = await t.api().get('/dashboard/users');
    if (shell.status === 200) expect(shell.headers['cache-control']).toBe('no-cache');
  });
});

describe('HTTP caching and the rate limit', () => {
  let t: Awaited<ReturnType<typeof startWithSite>>;
  beforeAll(async () => {
    t = await startWithSite({ RATE_LIMIT_DEFAULT: '3', PUBLIC_MAX_AGE: '2' });
  });
  afterAll(() => t.close());

  it('a revalidation counts on the same budget as any read: the fourth is 429, private; PUBLIC_MAX_AGE sets the lifetime', async () => {
    const first = await t.api().get('/api/categories').expect(200);
    // PUBLIC_MAX_AGE tunes the visitors' lifetime (10 s by default).
    expect(first.headers['cache-control']).toBe(
      'public, max-age=2, s-maxage=2, stale-while-revalidate=30',
    );
    await t.api().get('/api/categories').set('If-None-Match', first.headers.etag).expect(304);
    await t.api().get('/api/categories').set('If-None-Match', first.headers.etag).expect(304);
    const refused = await t
      .api()
      .get('/api/categories')
      .set('If-None-Match', first.headers.etag)
      .expect(429);
    expect(refused.headers['cache-control']).toBe(PRIVATE_CACHE);
  });
});
