import { jest } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { Course } from '../src/courses/course.entity.js';
import { DEADLINE_MESSAGE } from '../src/common/deadline/request-deadline.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/database/connection-errors.js';
import { PageHeads } from '../src/seo/page-heads.js';
import { CourseSession } from '../src/sessions/course-session.entity.js';
import { makeCourse } from './support/courses.js';
import { siteMeta, startWithSite } from './support/fake-site.js';
import { makeSession } from './support/sessions.js';

/**
 * Issue 12 item 2, ADR 0014: visitors' reads of the catalogue and of the pages are answered
 * before Express from what Express last sent, with the same headers, until anything they were
 * made from changes: a table's rows (in any process), a built file, or the clock (a session
 * starts and leaves the course page).
 */
describe('the front door: visitors answered from memory', () => {
  let t: Awaited<ReturnType<typeof startWithSite>>;
  let heads: jest.SpiedFunction<PageHeads['resolve']>;

  beforeAll(async () => {
    t = await startWithSite();
    heads = jest.spyOn(t.app.get(PageHeads), 'resolve');
  });
  afterAll(() => t.close());

  /** Requests for which Express rendered the page (the front door never renders). */
  const rendered = (urlPath: string) => heads.mock.calls.filter(([p]) => p === urlPath).length;
  /** Headers that differ between two answers of the same content by nature. */
  const comparable = (headers: Record<string, string>) => {
    const {
      date: _date,
      etag: _etag,
      ratelimit: _limit,
      'content-length': _length,
      'transfer-encoding': _chunked,
      connection: _connection,
      'keep-alive': _keepAlive,
      ...rest
    } = headers;
    return rest;
  };

  it('a page is rendered once, then sent from memory with the same bytes and headers', async () => {
    const first = await t.api().get('/aboutus').set('Accept-Encoding', 'br').expect(200);
    const calls = rendered('/aboutus');
    const second = await t.api().get('/aboutus').set('Accept-Encoding', 'br').expect(200);
    expect(rendered('/aboutus')).toBe(calls);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['cache-control']).toBe('no-cache');

    const plain = await t.api().get('/aboutus').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);
    const head = await t.api().head('/aboutus').expect(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const revalidated = await t
      .api()
      .get('/aboutus')
      .set('If-None-Match', `W/${first.headers.etag}`)
      .expect(304);
    expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
    expect(rendered('/aboutus')).toBe(calls);
  });

  it('a rebuilt site is served from the next request', async () => {
    await t.api().get('/aboutus').expect(200);
    fs.writeFileSync(
      path.join(t.dist, 'aboutus', 'index.html'),
      fs
        .readFileSync(path.join(t.dist, 'aboutus', 'index.html'), 'utf8')
        .replace('<h1>', '<h1>New '),
    );
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(path.join(t.dist, 'aboutus', 'index.html'), later, later);
    expect((await t.api().get('/aboutus').expect(200)).text).toContain('<h1>New ');

    const file = path.join(t.dist, 'site-meta.json');
    fs.writeFileSync(file, JSON.stringify(siteMeta('About the rebuilt site | P')));
    fs.utimesSync(file, later, later);
    expect((await t.api().get('/aboutus').expect(200)).text).toContain(
      '<title>About the rebuilt site | P</title>',
    );
  });

  it('a course page follows its course and sessions at once', async () => {
    const course = await makeCourse(t);
    const url = `/courses/${course.id}`;
    expect((await t.api().get(url).expect(200)).text).toContain(course.name);
    const calls = rendered(url);
    await t.api().get(url).expect(200);
    expect(rendered(url)).toBe(calls);

    await t.db.getRepository(Course).update(course.id, { name: `${course.name} renamed` });
    expect((await t.api().get(url).expect(200)).text).toContain(`${course.name} renamed`);

    const session = await makeSession(t, course.id, { location: 'Alexandria yard' });
    expect((await t.api().get(url).expect(200)).text).toContain('Alexandria yard');
    await t.db.getRepository(CourseSession).update(session.id, { status: 'cancelled' });
    expect((await t.api().get(url).expect(200)).text).not.toContain('Alexandria yard');
  });

  it('a session leaves its course page when it starts, without any write', async () => {
    const course = await makeCourse(t);
    const url = `/courses/${course.id}`;
    // Whole seconds: MySQL's DATETIME keeps no fraction.
    const start = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000);
    await makeSession(t, course.id, {
      location: 'Starting-soon hall',
      starts_at: start,
      ends_at: new Date(start.getTime() + 3_600_000),
    });
    expect((await t.api().get(url).expect(200)).text).toContain('Starting-soon hall');
    await new Promise((resolve) => setTimeout(resolve, start.getTime() - Date.now() + 500));
    expect((await t.api().get(url).expect(200)).text).not.toContain('Starting-soon hall');
  });

  it('the public catalogue is kept with the API headers, and a token, a query or an unknown record reach Nest', async () => {
    const course = await makeCourse(t);
    const first = await t.api().get(`/api/courses/${course.id}`).expect(200);
    const second = await t.api().get(`/api/courses/${course.id}`).expect(200);
    // Express's ETag is weak; a kept answer's is strong (its content hash).
    expect(first.headers.etag).toMatch(/^W\//);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.body).toEqual(first.body);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.headers.ratelimit).toMatch(/^limit=\d+, remaining=\d+, reset=\d+$/);

    const paged = await t.api().get('/api/courses?page=1&limit=5').expect(200);
    expect(paged.headers.etag).toMatch(/^W\//);
    const withToken = await t
      .api()
      .get(`/api/courses/${course.id}`)
      .set('Authorization', 'Bearer not-a-token');
    expect(withToken.headers.etag).toMatch(/^W\//);
    await t.api().get('/api/courses/2147480001').expect(404);
    await t.api().get('/api/courses/2147480001').expect(404);
  });

  it('a read with a body, or headers the body parsers refuse, is Express’s to answer', async () => {
    await t.api().get('/api/categories').expect(200);
    const kept = await t.api().get('/api/categories').expect(200);
    expect(kept.headers.etag).toMatch(/^"/);
    const withBody = await t
      .api()
      .get('/api/categories')
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(withBody.status).toBe(400);
    const bogus = {
      'Content-Type': 'application/json',
      'Content-Encoding': 'bogus',
      'Content-Length': '0',
    };
    await t.api().get('/api/categories').set(bogus).expect(415);
    const latin1 = { 'Content-Type': 'application/json; charset=latin1', 'Content-Length': '0' };
    await t.api().get('/api/categories').set(latin1).expect(415);
  });

  it('the database out of reach: a kept read answers 503 with Retry-After, never an old answer', async () => {
    await makeCourse(t);
    await t.api().get('/api/categories').expect(200);
    await t.api().get('/api/categories').expect(200);
    const query = jest
      .spyOn(t.db, 'query')
      .mockRejectedValue(
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      );
    try {
      const res = await t.api().get('/api/categories').expect(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      query.mockRestore();
    }
  });
});

describe('the front door under a small rate limit and a short deadline', () => {
  let t: Awaited<ReturnType<typeof startWithSite>>;
  beforeAll(async () => {
    t = await startWithSite({ RATE_LIMIT_DEFAULT: '3', REQUEST_TIMEOUT_MS: '600' });
  });
  afterAll(() => t.close());

  it('answers from memory count on the same budget as Nest: the fourth read is 429', async () => {
    await makeCourse(t);
    const seen = [];
    for (let i = 0; i < 4; i += 1) seen.push(await t.api().get('/api/sub-categories'));
    expect(seen.map((res) => res.status)).toEqual([200, 200, 200, 429]);
    expect(seen[1].headers.etag).toMatch(/^"[\w-]+"$/);
    expect(seen[2].headers.ratelimit).toMatch(/^limit=3, remaining=0,/);
    expect(seen[3].body.message).toMatch(/Too many requests/);
    expect(seen[3].headers['retry-after']).toMatch(/^\d+$/);
    // Pages are not counted.
    for (let i = 0; i < 4; i += 1) await t.api().get('/aboutus').expect(200);
  });

  it('a stalled database: 503 with the deadline message, not a hang', async () => {
    const query = jest.spyOn(t.db, 'query').mockReturnValue(new Promise(() => undefined));
    try {
      const began = Date.now();
      const res = await t.api().get('/api/jobs').expect(503);
      expect(res.body).toEqual({ message: DEADLINE_MESSAGE });
      expect(Date.now() - began).toBeLessThan(5000);
    } finally {
      query.mockRestore();
    }
  });
});
