import fs from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, unique } from './support/constants';

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

async function tokenOf(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Signs in through the public form (the prerendered page may need a second fill). */
async function login(page: Page) {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Login' });
  await expect(async () => {
    await page.locator('input[name="email_or_phone"]').fill('');
    await page.locator('input[name="password"]').fill('');
    await page.locator('input[name="email_or_phone"]').fill(E2E_ADMIN.email);
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await expect(button).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await button.click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

/**
 * DECISIONS 17: the CV link of the dashboard is a plain link to a signed address. The browser
 * fetches it with no Authorization header (no script involved), and the same address opens in
 * a browser that has no session at all, as the company's front end does with `{backend}{cv}`.
 */
test('a CV opens from the dashboard by a plain link, without a header', async ({
  page,
  browser,
  request,
}) => {
  const token = await tokenOf(request);
  const title = unique('Well Test Supervisor ');
  const job = await request.post('/api/jobs', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, category: 'Well testing', type: 'all', description: '<p>Field.</p>' },
  });
  expect(job.status()).toBe(201);
  const applicant = unique('Hana Applicant ');
  const applied = await request.post('/api/job-requests', {
    multipart: {
      full_name: applicant,
      country: 'Egypt',
      email: `${unique('hana')}@example.com`,
      job_id: String(((await job.json()) as { id: number }).id),
      cv: { name: 'hana-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(applied.status()).toBe(201);

  await login(page);
  await page.goto('/dashboard/job/jobrequests');
  const row = page.getByRole('row', { name: new RegExp(applicant) });
  const link = row.getByRole('link', { name: 'Download CV' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/job-requests\/\d+\/cv\?expires=\d+&sig=[\w-]{43}$/);

  // No script fetches the file (as the old token-carrying download did): the browser follows
  // the link itself, which can carry no Authorization header.
  const scripted: string[] = [];
  page.on('request', (req) => {
    const kind = req.resourceType();
    if ((kind === 'fetch' || kind === 'xhr') && req.url().includes('/cv')) scripted.push(req.url());
  });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.url()).toMatch(/\/api\/job-requests\/\d+\/cv\?expires=/);
  expect(scripted).toEqual([]);
  expect(download.suggestedFilename()).toMatch(/-cv\.pdf$/);
  expect(await fs.readFile(await download.path(), 'utf8')).toBe(PDF);

  // A browser with no session (no cookie, no token) opens the same address.
  const stranger = await browser.newContext({ acceptDownloads: true });
  try {
    const response = await stranger.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(await response.text()).toBe(PDF);
    // Without its signature the route still needs the staff's header.
    expect((await stranger.request.get(href!.split('?')[0])).status()).toBe(401);
  } finally {
    await stranger.close();
  }
});
