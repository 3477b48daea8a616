import fs from 'node:fs/promises';
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT, unique } from './support/constants';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Signs the browser in the way the public login does: the token in the cookie `eng`. */
async function signIn(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'eng', value: token, url: `http://127.0.0.1:${E2E_PORT}` }]);
}

test('a list searches (debounced), pages, exports the filtered rows as CSV and deletes a row', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const marker = unique('Zeta');
  const titles = Array.from(
    { length: 12 },
    (_, index) => `${marker} ${String(index + 1).padStart(2, '0')}`,
  );
  for (const title of titles) {
    expect(
      (await request.post('/api/categories', { headers: auth, data: { title } })).status(),
    ).toBe(201);
  }
  await signIn(context, token);

  await page.goto('/dashboard/categories');
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  const searchCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/categories/search')) searchCalls.push(sent.url());
  });
  await page.getByRole('searchbox', { name: 'Search by title' }).pressSequentially(marker, {
    delay: 20,
  });
  await expect(page.getByText('Searching...')).toBeVisible();
  await expect(page.getByText(`${marker} 12`)).toBeVisible();
  await expect(page.getByText('Searching...')).toBeHidden();
  // One search for the whole word, after the typing stopped (500 ms debounce).
  expect(searchCalls).toHaveLength(1);
  expect(decodeURIComponent(searchCalls[0])).toContain(`title=${marker}`);
  await expect(page.getByText('1-10 of 12')).toBeVisible();

  await page.getByRole('combobox', { name: /Rows per page/i }).click();
  await expect(page.getByRole('option')).toHaveText(['5', '10', '15', '20']);
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page.getByText('1-5 of 12')).toBeVisible();
  await page.getByRole('button', { name: 'Go to page 3' }).click();
  await expect(page.getByText('11-12 of 12')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${marker} 01`) })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('categories.csv');
  const csv = (await fs.readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(csv[0]).toBe('Title');
  expect(csv.slice(1).sort()).toEqual([...titles].sort());

  const row = page.getByRole('row', { name: new RegExp(`${marker} 01`) });
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete this category?');
  const listReads: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/categories(\/search)?\?/.test(sent.url()) && sent.method() !== 'DELETE') {
      listReads.push(sent.url());
    }
  });
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.status() === 200,
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await deleted;
  await expect(page.getByText(`${marker} 01`)).toBeHidden();
  await expect(page.getByText(`${marker} 02`)).toBeVisible();
  await expect(page.getByText('11-11 of 11')).toBeVisible();
  await page.waitForTimeout(500);
  expect(listReads).toEqual([]); // removed locally, not read again

  const left = await request.post(`/api/categories/search?title=${marker}`, { headers: auth });
  expect(((await left.json()) as unknown[]).length).toBe(11);
});

test('a category still in use is not deleted: the server says why', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const title = unique('Busy ');
  const category = (await (
    await request.post('/api/categories', { headers: auth, data: { title } })
  ).json()) as { id: number };
  const sub = await request.post('/api/sub-categories', {
    headers: auth,
    data: { title: unique('Child '), category_id: category.id },
  });
  expect(sub.status()).toBe(201);
  await signIn(context, token);

  await page.goto('/dashboard/categories');
  await page.getByRole('searchbox').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/still has 1 subcategory/)).toBeVisible();
  await expect(row).toBeVisible();
});

test('at 375 px the sidebar is an overlay that opens and closes, and the page keeps its width', async ({
  page,
  context,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await signIn(context, await adminToken(request));

  await page.goto('/dashboard/courses');
  // Phones get the compact list (issue 15), not a table cut at the edge.
  await expect(page.locator('ul[aria-label="Courses"]')).toBeVisible();
  const jobsEntry = page.getByRole('menuitem', { name: 'Jobs', exact: true });
  await expect(jobsEntry).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await testInfo.attach('courses-375', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(jobsEntry).toBeVisible();
  const backdrop = page.locator('.MuiBackdrop-root').first();
  await expect(backdrop).toBeVisible();
  const drawer = page.locator('.MuiDrawer-paper').first();
  // Once it has slid in: at the left edge, 215 px wide, over the page.
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1)).toBe(0);
  expect((await drawer.boundingBox())?.width).toBe(215);
  await testInfo.attach('menu-open-375', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  // The dimmed backdrop closes it …
  await page.mouse.click(360, 400);
  await expect(jobsEntry).toBeHidden();

  // … and so does choosing an entry, which navigates.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await jobsEntry.click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(jobsEntry).toBeHidden();
  await expect(page.locator('ul[aria-label="Jobs"]')).toBeVisible(); // the compact list of phones
});

test('on a wide screen the sidebar is 215 px open and 64 px collapsed, the content 70 px down', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(context, await adminToken(request));
  await page.goto('/dashboard/categories');
  const sidebar = page.locator('.MuiDrawer-paper').first();
  await expect(sidebar).toBeVisible();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(215);
  const content = await page.locator('#main-content').boundingBox();
  expect(content?.y).toBeGreaterThanOrEqual(70);

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(215);
});
