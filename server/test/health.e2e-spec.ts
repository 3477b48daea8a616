import { createTestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} while the database answers, 503 when it does not', async () => {
    const t = await createTestApp();
    try {
      const ok = await t.api().get('/api/health').expect(200);
      expect(ok.body).toEqual({ status: 'ok', database: 'ok' });
      await t.db.destroy();
      const down = await t.api().get('/api/health').expect(503);
      expect(down.body).toMatchObject({ status: 'error', database: 'unavailable' });
      expect(down.headers['retry-after']).toBe('5');
    } finally {
      await t.close().catch(() => undefined);
    }
  });

  it('answers 503 within 2 s when the database never answers (stalled)', async () => {
    const t = await createTestApp();
    try {
      // A stalled server: the query neither returns nor fails.
      t.db.query = () => new Promise<never>(() => undefined);
      const started = Date.now();
      const res = await t.api().get('/api/health').expect(503);
      const ms = Date.now() - started;
      expect(ms).toBeLessThan(2000);
      expect(res.body).toMatchObject({ status: 'error', database: 'unavailable' });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await t.close();
    }
  });

  it('answers unknown API routes with 404 and a message', async () => {
    const t = await createTestApp();
    try {
      const res = await t.api().get('/api/no-such-thing').expect(404);
      expect(typeof res.body.message).toBe('string');
    } finally {
      await t.close();
    }
  });
});
