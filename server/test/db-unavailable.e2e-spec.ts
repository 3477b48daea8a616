import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CannotExecuteNotConnectedError, QueryFailedError } from 'typeorm';
import { CategoriesService } from '../src/categories/categories.service.js';
import { SeoService } from '../src/seo/seo.service.js';
import { createTestApp, type TestApp, unique } from './support/test-app.js';

/*
 * The answers a client gets while the database is unavailable, on either database: the request
 * deadline, connection errors mapped to 503 + Retry-After, and SQLite's "busy". The real
 * network failures (cut, stall, recovery) are in db-failure.e2e-spec.ts, on MariaDB.
 */

// A second, independent SQLite connection (the package ships no types; this is all we use).
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => {
  exec(sql: string): void;
  close(): void;
};

const never = () => new Promise<never>(() => undefined);

function driverError(code: string, message = code, extra: object = {}) {
  return Object.assign(new Error(message), { code, ...extra });
}

describe('Request deadline (REQUEST_TIMEOUT_MS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  });
  afterAll(() => t.close());

  it('answers 503 JSON with Retry-After when an API request has no answer in time', async () => {
    const service = t.app.get(CategoriesService);
    const list = service.list.bind(service);
    let lateAnswer: (rows: unknown[]) => void = () => undefined;
    service.list = () => new Promise((resolve) => (lateAnswer = resolve));
    try {
      const started = Date.now();
      const res = await t.api().get('/api/categories').expect(503);
      const ms = Date.now() - started;
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(2000);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toMatch(/too long/);
      // The handler's late answer is dropped; the server goes on serving.
      lateAnswer([]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      service.list = list;
    }
    await t.api().get('/api/categories').expect(200);
  });

  it('also covers pages outside /api (answered in plain text)', async () => {
    const seo = t.app.get(SeoService);
    const sitemap = seo.sitemap.bind(seo);
    seo.sitemap = never;
    try {
      const res = await t.api().get('/sitemap.xml').expect(503);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      seo.sitemap = sitemap;
    }
  });

  it('does not count the time a client takes to send its body', async () => {
    // A JSON body trickling in over 1.6 s (longer than the 1 s deadline) is still answered.
    const body = JSON.stringify({
      name: unique('Slow '),
      country: 'Egypt',
      email: `${unique()}@example.com`,
      phone: '01001234567',
      message: 'Sent over a slow line, one piece at a time.',
    });
    const server = t.app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          agent: false,
          method: 'POST',
          path: '/api/contact',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const pieces = [body.slice(0, 10), body.slice(10, 40), body.slice(40)];
      pieces.forEach((piece, i) => {
        setTimeout(() => (i === pieces.length - 1 ? req.end(piece) : req.write(piece)), i * 800);
      });
    });
    expect(status).toBe(201);
  });
});

describe('Connection errors answer 503 with Retry-After, other failures stay 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const failing = async (error: Error) => {
    const service = t.app.get(CategoriesService);
    const list = service.list.bind(service);
    service.list = () => Promise.reject(error);
    try {
      return await t.api().get('/api/categories');
    } finally {
      service.list = list;
    }
  };

  it.each([
    ['refused', new QueryFailedError('SELECT 1', [], driverError('ECONNREFUSED'))],
    ['connect timeout (raw pool error)', driverError('ETIMEDOUT', 'connect ETIMEDOUT')],
    ['lost', new QueryFailedError('SELECT 1', [], driverError('PROTOCOL_CONNECTION_LOST'))],
    [
      'query timeout',
      new QueryFailedError('SELECT 1', [], driverError('PROTOCOL_SEQUENCE_TIMEOUT')),
    ],
    ['pool queue full', new Error('Queue limit reached.')],
    ['SQLite busy', new QueryFailedError('INSERT', [], driverError('SQLITE_BUSY'))],
    ['not connected', new CannotExecuteNotConnectedError()],
  ])('%s → 503', async (_name, error) => {
    const res = await failing(error);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ message: expect.stringMatching(/database/) });
  });

  it('a broken query is still a 500 without details', async () => {
    const res = await failing(
      new QueryFailedError('SELEC 1', [], driverError('ER_PARSE_ERROR', 'You have an error')),
    );
    expect(res.status).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).toEqual({ message: 'Internal Server Error' });
  });
});

const onSqlite = !process.env.TEST_DATABASE_URL;
(onSqlite ? describe : describe.skip)('SQLite held by another writer (SQLite only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After once busy_timeout passes, and writes again after', async () => {
    const other = new Database(path.join(t.config.dataDir, 'app.sqlite'));
    const message = {
      name: unique('Busy '),
      country: 'Egypt',
      email: `${unique()}@example.com`,
      phone: '01001234567',
      message: 'Written while another process holds the database.',
    };
    try {
      other.exec('BEGIN IMMEDIATE');
      const res = await t.api().post('/api/contact').send(message);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      other.exec('ROLLBACK');
      await t.api().post('/api/contact').send(message).expect(201);
    } finally {
      other.close();
    }
  }, 20_000);
});
