import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from './support/constants';

/**
 * Issue 27 item 1 in a browser: a server whose uploads live in an S3 bucket (s3rver from npm,
 * started here; the server is the production build, started on a port of its own) shows the
 * catalogue's images from the bucket at phone and desktop widths, and hands a private file back
 * byte for byte. Nothing is written to the server's local uploads folder.
 */

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer?: http.Server;
}
// s3rver is CommonJS without types: the little of its API used here.
const S3rver = createRequire(__filename)('s3rver') as new (
  options: Record<string, unknown>,
) => S3rverInstance;

const PORT = Number(process.env.E2E_S3_PORT ?? E2E_PORT + 41);
const BASE = `http://127.0.0.1:${PORT}`;
const SHOTS = process.env.E2E_SHOTS ?? path.join(__dirname, '..', '.artifacts', 's3-storage');
const ROOT = path.join(__dirname, '..', '..');

let s3: S3rverInstance;
let server: ChildProcess;
let dataDir: string;
let s3Dir: string;

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The S3-backed server did not become healthy');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'e2e-uploads' }],
  });
  const { port } = await s3.run();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-s3-data-'));
  server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: BASE,
      SEED_DEMO: '1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_AUTH: '1000',
      SMTP_URL: '',
      S3_BUCKET: 'e2e-uploads',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  await waitForHealth();
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) =>
    server?.exitCode !== null ? resolve(null) : server.once('exit', resolve),
  );
  s3?.httpServer?.closeAllConnections();
  await s3?.close();
  for (const dir of [dataDir, s3Dir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The image has been fetched and decoded (served, not just named). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}

const nothingOnDisk = () => {
  const uploads = path.join(dataDir, 'uploads');
  const files = fs.existsSync(uploads)
    ? (fs.readdirSync(uploads, { recursive: true }) as string[]).filter((f) =>
        fs.statSync(path.join(uploads, f)).isFile(),
      )
    : [];
  expect(files).toEqual([]);
};

for (const width of [375, 1280]) {
  test(`course images come from the bucket at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const courses = (await (await fetch(`${BASE}/api/courses`)).json()) as {
      id: number;
      image: string;
    }[];
    expect(courses.length).toBeGreaterThan(0);
    const course = courses[0];
    expect(course.image).toMatch(/^\/storage\/courses\//);

    await page.goto(`${BASE}/courses/${course.id}`);
    const main = page.locator(`img[src="${course.image}"]`).first();
    await expectLoaded(main);
    await page.screenshot({ path: path.join(SHOTS, `course-${width}.png`), fullPage: false });

    await page.goto(`${BASE}/courses`);
    // A click lands only once the app has woken the prerendered page (as in site-header.spec).
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await page.getByRole('button', { name: /^All courses/ }).click();
    const cards = page.locator('img[src^="/storage/courses/"]');
    await cards.first().scrollIntoViewIfNeeded();
    await expectLoaded(cards.first());
    await page.screenshot({ path: path.join(SHOTS, `courses-${width}.png`), fullPage: false });
    nothingOnDisk();
  });
}

test('a certificate uploaded by staff comes back byte for byte by its signed address', async ({
  request,
}) => {
  const login = await request.post(`${BASE}/api/login`, {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get(`${BASE}/api/user`, { headers })).json()) as { id: number };
  const courses = (await (await request.get(`${BASE}/api/courses`)).json()) as { id: number }[];
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%'),
    Buffer.alloc(300_000, 0x41),
    Buffer.from('\ntrailer<<>>\n%%EOF\n'),
  ]);
  const created = await request.post(`${BASE}/api/certificates`, {
    headers,
    multipart: {
      user_id: String(me.id),
      course_id: String(courses[0].id),
      certificate: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(created.status()).toBe(201);
  const link = ((await created.json()) as { certificate: string }).certificate;
  expect(link).toMatch(/\?expires=\d+&sig=/);
  const file = await request.get(`${BASE}${link}`);
  expect(file.status()).toBe(200);
  const body = await file.body();
  expect(body.length).toBe(pdf.length);
  expect(Buffer.compare(body, pdf)).toBe(0);
  nothingOnDisk();
});
