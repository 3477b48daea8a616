import { OutboxMail } from '../src/model/outbox-mail.entity.js';
import { EMULATOR_DEFAULTS } from '../src/payments/paymob/paymob-settings.js';
import { Role } from '../src/common/access/roles.js';
import { makeCourse } from './support/courses.js';
import {
  createListeningApp,
  initiate,
  paymobTransaction,
  payOnEmulator,
  signTransaction,
} from './support/payments.js';
import { bearer, createTestApp, signedInUser, type TestApp } from './support/test-app.js';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';

/** Issue 27 item 5: JSON logs with request ids, nothing secret in them, metrics, readiness. */
describe('Ops can see it', () => {
  const written: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createListeningApp(
      { LOG_LEVEL: 'info', METRICS_TOKEN, SESSION_SWEEP_MS: '200' },
      { logTo: { write: (chunk: string) => void written.push(chunk) } },
    );
  });
  afterAll(() => t.close());

  interface Line {
    level: string;
    reqId?: string;
    msg?: string;
    req?: { method: string; url: string; remoteAddress?: string };
    res?: { statusCode: number };
    responseTime?: number;
  }
  const lines = (): Line[] =>
    written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);

  it("logs one JSON line per request with its id (the caller's, or a new one), sent back", async () => {
    const given = await t.api().get('/api/courses').set('X-Request-Id', 'probe-42').expect(200);
    expect(given.headers['x-request-id']).toBe('probe-42');
    const line = lines().find((entry) => entry.reqId === 'probe-42');
    expect(line).toMatchObject({
      level: 'info',
      req: { method: 'GET', url: '/api/courses' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe('number');
    expect(line?.req).toHaveProperty('remoteAddress');

    const fresh = await t
      .api()
      .get('/api/jobs')
      .set('X-Request-Id', 'no spaces allowed')
      .expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.api().get('/api/nothing-here').expect(404);
    const failed = lines().find((entry) => entry.reqId === missing.headers['x-request-id']);
    expect(failed).toMatchObject({ level: 'warn', res: { statusCode: 404 } });
  });

  it("a service's own log line during a request carries that request's id", async () => {
    const buyer = await signedInUser(t, Role.User);
    const course = await makeCourse(t, { price: 900 });
    const { order } = await initiate(t, buyer, course);
    // A signed message with another amount: the checkout logs a warning and refuses it.
    const obj = paymobTransaction(order, { amount_cents: order.amount_cents + 1 });
    const refused = await t
      .api()
      .post(`/api/paymob/callback?hmac=${signTransaction(obj, EMULATOR_DEFAULTS.hmacSecret)}`)
      .set('X-Request-Id', 'callback-7')
      .send({ type: 'TRANSACTION', obj });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const warning = lines().find(
      (entry) => entry.reqId === 'callback-7' && entry.msg?.includes('instead of'),
    );
    expect(warning?.level).toBe('warn');
  });

  it('never logs a password, a token, a reset link, a card number or a signature', async () => {
    const user = await signedInUser(t, Role.User);
    await t.api().get('/api/user').set(bearer(user.token)).expect(200);
    await t.api().post('/api/password/forgot').send({ email: user.email }).expect(200);
    const [mail] = await t.db
      .getRepository(OutboxMail)
      .find({ where: { kind: 'password-reset', recipients: JSON.stringify([user.email]) } });
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(resetToken).not.toBe('');
    await t
      .api()
      .post('/api/password/reset')
      .send({
        token: resetToken,
        password: 'An0ther-secret!',
        password_confirmation: 'An0ther-secret!',
      })
      .expect(200);
    const login = await t
      .api()
      .post('/api/login')
      .send({ email_or_phone: user.email, password: 'An0ther-secret!' })
      .expect(200);
    const newToken = (login.body as { data: { token: string } }).data.token;

    const buyer = await signedInUser(t, Role.User);
    const course = await makeCourse(t, { price: 1200 });
    const { url } = await initiate(t, buyer, course);
    const card = '5123456789012346';
    const paid = await payOnEmulator(t, url, card);
    const hmac = paid.back?.searchParams.get('hmac') ?? '';
    expect(hmac).not.toBe('');

    const log = written.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      user.password,
      'An0ther-secret!',
      user.token,
      newToken,
      buyer.token,
      resetToken,
      card,
      hmac,
      url.searchParams.get('payment_token') ?? url.search.slice(1),
    ]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/authorization|bearer /i);
    // The lines still say which routes were asked.
    expect(log).toContain('/api/password/reset');
    expect(log).toContain('/api/paymob/response?');
  });

  it('serves Prometheus metrics only with the token: request durations by route, outbox backlog', async () => {
    await t.api().get('/api/courses').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await t.api().get('/metrics').expect(401);
    await t.api().get('/metrics').set(bearer('wrong-token-of-the-same-length-0000000')).expect(401);
    const res = await t.api().get('/metrics').set(bearer(METRICS_TOKEN)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/courses",status="200"\} \d+/,
    );
    expect(res.text).toMatch(/^mail_outbox_pending \d+$/m);
    expect(res.text).toMatch(/^mail_outbox_failing \d+$/m);
    expect(res.text).toContain('process_cpu_seconds_total');
    // The session sweep runs every 200 ms here: its runs are counted.
    expect(res.text).toMatch(/^job_runs_total\{job="session-sweep",result="ok"\} [1-9]\d*$/m);
    // Ids never make a series of their own.
    expect(res.text).not.toMatch(/route="\/api\/courses\/\d+"/);
  });

  it('tells liveness from readiness: database and storage asked, Redis "not used" without it', async () => {
    const live = await t.api().get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await t.api().get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'not used',
      storage: 'ok',
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('Ops can see it: without a metrics token and with an unreachable Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 refuses connections at once: Redis is down for readiness (rate limits fail open).
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', RUN_JOBS: '0' });
  });
  afterAll(() => t.close());

  it('has no /metrics at all, and is live but not ready', async () => {
    const metrics = await t.api().get('/metrics').expect(404);
    expect(metrics.text).not.toContain('<html');
    await t.api().get('/api/health/live').expect(200);
    const ready = await t.api().get('/api/health/ready').expect(503);
    expect(ready.body).toMatchObject({ status: 'error', database: 'ok', redis: 'unavailable' });
    expect(ready.headers['retry-after']).toBeDefined();
  });
});
