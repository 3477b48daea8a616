import { createTestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} while the database answers, 503 when it does not', async () => {
    const t = await createTestApp();
    try {
      const ok = await t.api().get('/api/health').expect(200);
      expect(ok.body).toEqual({ status: 'ok' });
      await t.db.destroy();
      const down = await t.api().get('/api/health').expect(503);
      expect(down.body.status).toBe('error');
    } finally {
      await t.close().catch(() => undefined);
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
