import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from './support/constants';

/** Issue 11 item 3: the dashboard learns its resources and fields from the API document. */

const WIDTHS = [375, 768, 1280];

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ fullPage: true, path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.beforeEach(async ({ context, request }) => {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  await context.addCookies([{ name: 'eng', value: token, url: `http://127.0.0.1:${E2E_PORT}` }]);
});

test('the document is read once per session and builds the menu, lists and forms', async ({
  page,
}, testInfo) => {
  // Three widths of two screens, each shot: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  const documentReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/docs.json') documentReads.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/categories');
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  // The overview first (issue 14), then every resource the document lists for role 2001, one
  // entry each, in the sidebar's groups (issue 26 item 11).
  const menu = page.locator('.RaMenu-open, .RaMenu-closed').getByRole('menuitem');
  await expect(menu.first()).toHaveText('Overview');
  await expect(page.getByRole('menuitem', { name: /^Add / })).toHaveCount(0);
  for (const name of ['Users', 'Jobs', 'Courses', 'Certificates', 'Job requests', 'Messages']) {
    await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }

  // A reload and another screen reuse the session's copy.
  await page.reload();
  await page.getByRole('menuitem', { name: 'Courses', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Course name' })).toBeVisible();
  expect(documentReads).toHaveLength(1);

  // The course form: rich text, a reference and an image upload, all from the document.
  await page.goto('/dashboard/courses/create');
  await expect(page.locator('.ra-input-category_id')).toBeVisible();
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible();
  await expect(page.locator('.ra-input-image input[type="file"]')).toBeAttached();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/users/create');
    await expect(page.getByRole('combobox', { name: /Role/ })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await shoot(page, testInfo, `users-create-${width}`);
    await page.goto('/dashboard/courses');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await shoot(page, testInfo, `courses-list-${width}`);
  }
});
