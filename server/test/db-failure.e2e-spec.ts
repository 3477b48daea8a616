import type { Response } from 'supertest';
import { TcpProxy } from './support/tcp-proxy.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The database failing under a running server, on MariaDB: a proxy of the test's own sits
 * between the server and the database and cuts or stalls the traffic (the real MariaDB is never
 * touched). SQLite has no network to fail; its "busy" case is covered in db-unavailable.e2e-spec.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const onMysql = !!databaseUrl && /^(mysql|mariadb):/.test(databaseUrl);
const describeOnMysql = onMysql ? describe : describe.skip;

const figures: string[] = [];
const report = (line: string) => {
  figures.push(line);
};

function viaProxy(proxy: TcpProxy): string {
  const url = new URL(databaseUrl!);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}

function target(): { host: string; port: number } {
  const url = new URL(databaseUrl!);
  return { host: url.hostname, port: Number(url.port || 3306) };
}

async function timed(send: () => Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = Date.now();
  const res = await send();
  return { res, ms: Date.now() - started };
}

function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(typeof res.body.message).toBe('string');
}

/** Polls until the request answers 200; returns how long that took. */
async function recovery(t: TestApp, path: string, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await t.api().get(path);
    if (res.status === 200) return Date.now() - started;
    if (Date.now() - started > withinMs) {
      throw new Error(`${path} still answers ${res.status} after ${withinMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeOnMysql(
  'The database failing (MariaDB behind a test proxy; skipped unless TEST_DATABASE_URL is mysql)',
  () => {
    afterAll(() => {
      process.stdout.write(`\nDatabase failure figures:\n  ${figures.join('\n  ')}\n\n`);
    });

    describe('query timeout shorter than the request deadline', () => {
      let proxy: TcpProxy;
      let t: TestApp;
      let closed = false;
      beforeAll(async () => {
        proxy = await TcpProxy.start(target());
        t = await createTestApp({
          DATABASE_URL: viaProxy(proxy),
          REQUEST_TIMEOUT_MS: '2000',
          DB_QUERY_TIMEOUT_MS: '1000',
          DB_CONNECT_TIMEOUT_MS: '1000',
          DB_POOL_SIZE: '3',
          DB_QUEUE_LIMIT: '4',
        });
      });
      afterAll(async () => {
        if (!closed) await t?.close();
        await proxy?.close();
      });

      it('answers normally through the proxy', async () => {
        await t.api().get('/api/categories').expect(200);
        const health = await t.api().get('/api/health').expect(200);
        expect(health.body).toEqual({ status: 'ok', database: 'ok' });
      });

      it('answers 503 + Retry-After at once when the database is cut, and recovers', async () => {
        await proxy.cut();
        const first = await timed(() => t.api().get('/api/categories'));
        expectUnavailable(first.res);
        expect(first.ms).toBeLessThan(1000);
        const health = await timed(() => t.api().get('/api/health'));
        expect(health.res.status).toBe(503);
        expect(health.res.body).toMatchObject({ status: 'error', database: 'unavailable' });
        expect(health.res.headers['retry-after']).toBeDefined();
        expect(health.ms).toBeLessThan(2000);
        // A write: still 503, never 500.
        const write = await t
          .api()
          .post('/api/login')
          .send({ email_or_phone: 'a@b.cd', password: 'x'.repeat(8) });
        expectUnavailable(write);

        await proxy.restore();
        const back = await recovery(t, '/api/categories', 5000);
        await t.api().get('/api/health').expect(200);
        report(
          `cut → first 503 in ${first.ms} ms (health ${health.ms} ms); restored → 200 after ${back} ms`,
        );
      });

      it('answers 503 within the deadline when the database stalls, health within 2 s, and recovers', async () => {
        await t.api().get('/api/categories').expect(200);
        proxy.stall();
        const first = await timed(() => t.api().get('/api/categories'));
        expectUnavailable(first.res);
        // Answered by the query timeout (mapped to 503), before the request deadline.
        expect(first.res.body.message).toMatch(/database/);
        expect(first.ms).toBeLessThan(2000);
        const health = await timed(() => t.api().get('/api/health'));
        expect(health.res.status).toBe(503);
        expect(health.res.body).toMatchObject({ status: 'error', database: 'unavailable' });
        expect(health.ms).toBeLessThan(2000);

        // More requests than the pool (3) and its queue (4) hold: every one gets a bounded 503.
        const burst = await timed(() =>
          Promise.all(Array.from({ length: 12 }, () => t.api().get('/api/categories'))).then(
            (all) => {
              for (const res of all) expectUnavailable(res);
              return all[0];
            },
          ),
        );
        expect(burst.ms).toBeLessThan(2000 + 1000);

        await proxy.restore();
        const back = await recovery(t, '/api/categories', 5000);
        await t.api().get('/api/health').expect(200);
        // No connection is left waiting for an answer lost in the stall: each of the pool's
        // connections serves a query again (a poisoned one would hold its request to the deadline).
        for (let round = 0; round < 3; round++) {
          const all = await Promise.all(
            Array.from({ length: 6 }, () => t.api().get('/api/categories')),
          );
          expect(all.map((res) => res.status)).toEqual(Array(6).fill(200));
        }
        // Closing waits for no query: pool.end() would hang behind one lost in the stall.
        closed = true;
        const closing = await timed(async () => {
          await t.close();
          return first.res;
        });
        expect(closing.ms).toBeLessThan(3000);
        report(
          `stall → first 503 in ${first.ms} ms (query timeout 1 s, deadline 2 s); health 503 in ${health.ms} ms; ` +
            `12 concurrent requests all 503 in ${burst.ms} ms; restored → 200 after ${back} ms; ` +
            `app.close() ${closing.ms} ms`,
        );
      });
    });

    describe('request deadline shorter than the query timeout', () => {
      it('answers 503 at the deadline during a stall, and closes without hanging', async () => {
        const proxy = await TcpProxy.start(target());
        const t = await createTestApp({
          DATABASE_URL: viaProxy(proxy),
          REQUEST_TIMEOUT_MS: '1000',
          DB_QUERY_TIMEOUT_MS: '3000',
          DB_CONNECT_TIMEOUT_MS: '1000',
        });
        try {
          await t.api().get('/api/categories').expect(200);
          proxy.stall();
          const first = await timed(() => t.api().get('/api/categories'));
          expectUnavailable(first.res);
          expect(first.res.body.message).toMatch(/too long/);
          expect(first.ms).toBeGreaterThanOrEqual(900);
          expect(first.ms).toBeLessThan(1500);
          const health = await timed(() => t.api().get('/api/health'));
          expect(health.res.status).toBe(503);
          expect(health.ms).toBeLessThan(2000);
          // Closing while the query is still stuck: waits for the query timeout, not forever.
          const closing = await timed(async () => {
            await t.close();
            return first.res;
          });
          expect(closing.ms).toBeLessThan(3000 + 2000);
          report(
            `stall with deadline 1 s < query timeout 3 s → 503 in ${first.ms} ms; health ${health.ms} ms; ` +
              `app.close() during the stall took ${closing.ms} ms`,
          );
        } finally {
          await proxy.close();
        }
      });
    });
  },
);
