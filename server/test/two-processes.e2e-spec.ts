import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { PNG } from './support/courses.js';
import { CARD, CHECKOUT, freePort } from './support/payments.js';
import { ensureBuilt } from './support/server-process.js';
import { uniquePhone, unique } from './support/test-app.js';

/**
 * Issue 12 item 4: two server processes on one database (MariaDB with TEST_DATABASE_URL, else one
 * SQLite file) and one upload folder. What one process writes — a session, an upload, a booking,
 * a catalogue change — the other sees at once, whatever either keeps in memory.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
/** The processes serve the real public site's pages once it is built (CI builds first). */
const siteBuilt = fs.existsSync(path.join(serverDir, '..', 'public-site', 'dist', 'shell.html'));
const ADMIN = { email: `${unique('two')}@example.com`, password: 'Two-Pr0cesses!' };

interface Running {
  url: string;
  child: ChildProcess;
}

async function startProcess(dataDir: string, port: number, publicUrl: string): Promise<Running> {
  const child = spawn(process.execPath, [path.join(serverDir, 'dist', 'main.js')], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      SEED_DEMO: '0',
      PUBLIC_URL: publicUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_PROVIDER: 'emulator',
      RATE_LIMIT_AUTH: '10000',
      RATE_LIMIT_FORMS: '10000',
      REDIS_URL: '',
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Up to two minutes: a test file starting server processes beside this one (startup-lock,
  // jobs-run-once) makes a two-core machine slow to start a third.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped: ${errors}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`The server did not start: ${errors}`);
}

describe('two server processes, one database', () => {
  let dataDir: string;
  let a: Running;
  let b: Running;
  let adminToken: string;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-two-'));
    const [portA, portB] = [await freePort(), await freePort()];
    // One after the other: the first migrates and creates the admin.
    a = await startProcess(dataDir, portA, `http://127.0.0.1:${portA}`);
    b = await startProcess(dataDir, portB, `http://127.0.0.1:${portA}`);
    const login = await request(a.url)
      .post('/api/login')
      .send({ email_or_phone: ADMIN.email, password: ADMIN.password })
      .expect(200);
    adminToken = (login.body as { data: { token: string } }).data.token;
  }, 180_000);

  afterAll(() => {
    for (const running of [a, b]) running?.child.kill();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const staff = () => ({ Authorization: `Bearer ${adminToken}` });

  it('a session made on one is valid on the other, and ended by the other', async () => {
    const password = 'Two-secret-1!';
    const registered = await request(a.url)
      .post('/api/register')
      .send({
        name: 'Two Processes',
        email: `${unique()}@example.com`,
        phone: uniquePhone(),
        company: 'Petrolink',
        password,
        password_confirmation: password,
      })
      .expect((res) => expect([200, 201]).toContain(res.status));
    const token = (registered.body as { data: { token: string } }).data.token;
    await request(b.url).get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    await request(b.url).get('/api/logout').set('Authorization', `Bearer ${token}`).expect(200);
    await request(a.url).get('/api/user').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('an upload and a catalogue change made through one are served by the other at once', async () => {
    const category = await request(a.url)
      .post('/api/categories')
      .set(staff())
      .send({ title: unique('Two cat ') })
      .expect(201);
    const categoryId = (category.body as { id: number }).id;
    const sub = await request(b.url)
      .post('/api/sub-categories')
      .set(staff())
      .send({ title: unique('Two sub '), category_id: categoryId })
      .expect(201);
    // Both processes have answered the public list before the change (a cache would hold it).
    await request(a.url).get('/api/courses').expect(200);
    await request(b.url).get('/api/courses').expect(200);

    const name = unique('Two processes course ');
    const created = await request(a.url)
      .post('/api/courses')
      .set(staff())
      .field('name', name)
      .field('classification', unique('TP-'))
      .field('discipline', 'Production')
      .field('description', '<p>Seen by both.</p>')
      .field('category_id', String(categoryId))
      .field('sub_category_id', String((sub.body as { id: number }).id))
      .field('price', '2500')
      .field('time', '2 days')
      .field('location', 'Cairo')
      .field('instructor', 'Eng. Two')
      .attach('image', PNG, { filename: 'two.png', contentType: 'image/png' })
      .expect(201);
    const course = created.body as { id: number; image: string };

    await request(b.url)
      .get(course.image)
      .expect(200)
      .expect('Content-Type', /image\/png/);
    const listB = await request(b.url).get('/api/courses').expect(200);
    expect((listB.body as { name: string }[]).map((c) => c.name)).toContain(name);

    // A has answered this course, the list and the course's page before B changes it (twice:
    // the second answer is the one A keeps under the tables' versions, ADR 0016).
    let tagA = '';
    for (let i = 0; i < 2; i += 1) {
      tagA = (await request(a.url).get(`/api/courses/${course.id}`).expect(200)).headers.etag;
      await request(a.url).get('/api/courses').expect(200);
      if (siteBuilt) await request(a.url).get(`/courses/${course.id}`).expect(200);
    }
    // The tag is made from the versions in the database, so either process revalidates it.
    await request(b.url).get(`/api/courses/${course.id}`).set('If-None-Match', tagA).expect(304);
    // A's dashboard has searched for the new name and keeps that (empty) search's matches
    // until a table it reads changes — in any process.
    const searchA = () =>
      request(a.url)
        .post('/api/courses/search')
        .query({ name: `${name} renamed`, page: 1, limit: 10 })
        .set(staff())
        .expect(200)
        .then((res) => (res.body as { total: number }).total);
    expect(await searchA()).toBe(0);
    expect(await searchA()).toBe(0);
    const renamed = `${name} (renamed)`;
    await request(b.url)
      .post(`/api/courses/${course.id}`)
      .set(staff())
      .field('name', renamed)
      .field('classification', unique('TP-'))
      .field('discipline', 'Production')
      .field('description', '<p>Seen by both.</p>')
      .field('category_id', String(categoryId))
      .field('sub_category_id', String((sub.body as { id: number }).id))
      .field('price', '2600')
      .field('time', '2 days')
      .field('location', 'Cairo')
      .field('instructor', 'Eng. Two')
      .expect(201);
    expect(await searchA()).toBe(1);
    const oneA = await request(a.url)
      .get(`/api/courses/${course.id}`)
      .set('If-None-Match', tagA)
      .expect(200);
    expect((oneA.body as { name: string; price: number }).name).toBe(renamed);
    const listA = await request(a.url).get('/api/courses').expect(200);
    expect((listA.body as { name: string }[]).map((c) => c.name)).toContain(renamed);
    if (siteBuilt) {
      const pageA = await request(a.url).get(`/courses/${course.id}`).expect(200);
      expect(pageA.text).toContain(`<title>${renamed}`);
    }

    await request(a.url).delete(`/api/courses/${course.id}`).set(staff()).expect(200);
    await request(b.url).get(`/api/courses/${course.id}`).expect(404);
  });

  it('a dashboard page counted by one sees a write through the other at once', async () => {
    const url = '/api/categories?page=1&limit=10';
    const pageA = () => request(a.url).get(url).set(staff()).expect(200);
    await pageA();
    // Its total is kept by A under the table's version (ADR 0016); the answer itself is private.
    const kept = await pageA();
    expect(kept.headers['cache-control']).toBe('private, no-store');
    const title = unique('Two kept ');
    await request(b.url).post('/api/categories').set(staff()).send({ title }).expect(201);
    const after = await pageA();
    expect((after.body as { total: number }).total).toBe(
      (kept.body as { total: number }).total + 1,
    );
    expect((after.body as { data: { title: string }[] }).data[0].title).toBe(title);
  });

  it('a booking paid through one is the buyer’s on the other', async () => {
    const category = await request(a.url)
      .post('/api/categories')
      .set(staff())
      .send({ title: unique('Two cat ') })
      .expect(201);
    const categoryId = (category.body as { id: number }).id;
    const sub = await request(a.url)
      .post('/api/sub-categories')
      .set(staff())
      .send({ title: unique('Two sub '), category_id: categoryId })
      .expect(201);
    const created = await request(a.url)
      .post('/api/courses')
      .set(staff())
      .field('name', unique('Two booking '))
      .field('classification', unique('TB-'))
      .field('discipline', 'Drilling')
      .field('description', '<p>Booked once.</p>')
      .field('category_id', String(categoryId))
      .field('sub_category_id', String((sub.body as { id: number }).id))
      .field('price', '1200')
      .attach('image', PNG, { filename: 'b.png', contentType: 'image/png' })
      .expect(201);
    const courseId = (created.body as { id: number }).id;

    // Booking needs a verified address (issue 14): an account staff create is verified.
    const password = 'Two-buyer-1!';
    const email = `${unique()}@example.com`;
    await request(a.url)
      .post('/api/users')
      .set(staff())
      .send({
        name: 'Two Buyer',
        email,
        phone: uniquePhone(),
        company: '',
        password,
        password_confirmation: password,
        role: 1997,
      })
      .expect(201);
    const signedIn = await request(b.url)
      .post('/api/login')
      .send({ email_or_phone: email, password })
      .expect(200);
    const buyer = {
      Authorization: `Bearer ${(signedIn.body as { data: { token: string } }).data.token}`,
    };

    // Started on B; the emulator (on A, the PUBLIC_URL) calls A back when the card is paid.
    const started = await request(b.url)
      .post('/api/paymob/initiate-payment')
      .set(buyer)
      .send({ ...CHECKOUT, course_id: courseId })
      .expect(200);
    const checkout = new URL((started.body as { iframe_url: string }).iframe_url);
    const page = await request(a.url).get(`${checkout.pathname}${checkout.search}`).expect(200);
    const token = /name="checkout" value="([^"]+)"/.exec(page.text)?.[1];
    expect(token).toBeDefined();
    const paid = await request(a.url)
      .post('/emulator/paymob/pay')
      .type('form')
      .send({ checkout: token!, card_number: '5123 4567 8901 2346', ...CARD })
      .expect(303);
    const back = new URL(paid.headers.location);
    await request(a.url).get(`${back.pathname}${back.search}`).expect(302);

    const mine = await request(b.url).get('/api/user/courses').set(buyer).expect(200);
    const ids = JSON.stringify(mine.body);
    expect(ids).toContain(`"id":${courseId}`);
    // Already bought, whichever process is asked (DECISIONS 15).
    await request(b.url)
      .post('/api/paymob/initiate-payment')
      .set(buyer)
      .send({ ...CHECKOUT, course_id: courseId })
      .expect(409);
  });
});
