import fs from 'node:fs/promises';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E_ADMIN, E2E_PORT, unique, uniquePhone } from './support/constants';
import { verifyByMail } from './support/accounts';

/** Issue 15, "Every screen explains itself": the dashboard items (9 to 13). */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WIDTHS = [375, 768, 1280];

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function signIn(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'eng', value: token, url: `http://127.0.0.1:${E2E_PORT}` }]);
}

/** A full-page screenshot, attached to the report and kept in the test's output folder. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ fullPage: true, path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The page never scrolls sideways, and no table is wider than the box that holds it. */
async function expectFits(page: Page, width: number) {
  await page.waitForTimeout(300); // the layout after a resize
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll('table')].map(
      (table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
    ),
  );
  for (const extra of overflow) expect(extra).toBeLessThanOrEqual(0);
}

/** React-admin's required mark in a field's label (the text field's outline repeats it). */
const asterisk = (page: Page, source: string) =>
  page.locator(
    `.ra-input-${source} :is(label, .MuiFormLabel-root, .RaLabeled-label) span[aria-hidden="true"]`,
    { hasText: '*' },
  );

/** A user pays for a course on the Paymob emulator (the real checkout, by API and its page). */
async function paidCourse(page: Page, request: APIRequestContext) {
  const email = `${unique('payer')}@example.com`;
  const password = 'Str0ng!pass';
  const registered = await request.post('/api/register', {
    data: {
      name: 'Heba Payer',
      email,
      phone: uniquePhone(),
      password,
      password_confirmation: password,
    },
  });
  expect(registered.ok()).toBe(true);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  await verifyByMail(request, email);
  const courses = (await (await request.get('/api/courses')).json()) as {
    id: number;
    name: string;
  }[];
  const course = courses[courses.length - 1];
  const started = await request.post('/api/paymob/initiate-payment', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      course_id: course.id,
      first_name: 'Heba',
      last_name: 'Mansour',
      phone_number: '01012345678',
      city: 'Cairo',
      street: '90th Street',
      building: '12',
      floor: '3',
      apartment: '4',
    },
  });
  expect(started.status()).toBe(200);
  const { iframe_url } = (await started.json()) as { iframe_url: string };
  await page.goto(iframe_url);
  await page.getByLabel('Card number').fill('5123456789012346');
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-result\?order=/);
  return { email, course };
}

test('item 11: a payment names its course, payer and order, shows EGP and a success chip, and filters', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { email, course } = await paidCourse(page, request);
  await signIn(context, await adminToken(request));

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/payment');
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText(course.name);
  await expect(row).toContainText('Heba Mansour');
  await expect(row).toContainText(/PL-[A-Z0-9-]+/);
  await expect(row).toContainText(/^.*\d{1,3}(,\d{3})*\.\d{2} EGP/);
  // Issue 22: the outcome reads as a word, never True/False.
  await expect(row.locator('.MuiChip-colorSuccess')).toHaveText('Paid');
  for (const header of ['Name', 'Email', 'Phone', 'State', 'Amount (EGP)', 'Received at'])
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  await expectFits(page, 1280);
  await shoot(page, testInfo, 'payments-1280');

  // Status: a failed filter hides it, a successful one keeps it; the course filter keeps it.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Declined' }).click();
  await expect(page.getByText('No items found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: course.name, exact: true }).click();
  await expect(row).toBeVisible();
  // Dates: before today finds nothing.
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(page.getByText('No items found')).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('');
  await expect(row).toBeVisible();

  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByText('Heba').first()).toBeVisible();
    await expectFits(page, width);
    await shoot(page, testInfo, `payments-${width}`);
  }
  // Phones: the compact row keeps the key facts.
  const item = page.locator('ul[aria-label="Payments"] > li', { hasText: 'Heba' }).first();
  await expect(item).toContainText('EGP');
  await expect(item).toContainText('Paid');
  await expect(item).not.toContainText('True');
});

test('items 9 and 12: add course marks what is required, says what is missing, focuses it; saved → "Course created", the row on top with its price', async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const category = (await (
    await request.post('/api/categories', { headers: auth, data: { title: unique('Cat ') } })
  ).json()) as { id: number; title: string };
  const sub = (await (
    await request.post('/api/sub-categories', {
      headers: auth,
      data: { title: unique('Sub '), category_id: category.id },
    })
  ).json()) as { title: string };
  await signIn(context, token);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/addcourse');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // Every gated field carries the asterisk, Description (rich text) included; optional ones not.
  for (const source of [
    'category_id',
    'sub_category_id',
    'discipline',
    'classification',
    'name',
    'description',
    'image',
  ])
    await expect(asterisk(page, source)).toHaveCount(1);
  await expect(asterisk(page, 'instructor')).toHaveCount(0);
  const missing = page.getByText(/^Still needed:/);
  await expect(missing).toHaveText(
    'Still needed: Category, Subcategory, Discipline, Classification, Course name, Description, Image',
  );
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, testInfo, `add-course-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A press on the (marked disabled) Save moves the focus to the first missing field.
  await save.click({ force: true });
  await expect(page.getByRole('combobox', { name: /^Category/ })).toBeFocused();

  await page.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: category.title }).click();
  await page.getByRole('combobox', { name: /^Subcategory/ }).click();
  await page.getByRole('option', { name: sub.title }).click();
  const course = { name: unique('Riser Integrity '), classification: unique('RI-') };
  await page.locator('input[name="discipline"]').fill('Subsea');
  await page.locator('input[name="classification"]').fill(course.classification);
  await page.locator('input[name="name"]').fill(course.name);
  await page.locator('input[name="price"]').fill('13500');
  await expect(missing).toHaveText('Still needed: Description, Image');
  await save.click({ force: true });
  await expect(page.locator('.ra-input-description .ProseMirror')).toBeFocused();
  await page.keyboard.type('Inspecting and assessing flexible risers.');
  const imagePath = testInfo.outputPath('course.png');
  await fs.writeFile(imagePath, PNG);
  await page.locator('input[type="file"]').setInputFiles(imagePath);
  await expect(missing).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  await expect(page.getByText('Course created')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(course.name) });
  await expect(row).toBeInViewport();
  await expect(row).toContainText('13,500.00 EGP');
  await expect(page.getByRole('columnheader', { name: 'Price (EGP)' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectFits(page, 1280);
  await shoot(page, testInfo, 'courses-after-save-1280');
});

test('item 10: job requests fit their card at 1280 and become a compact list on phones', async ({
  page,
  context,
  request,
}, testInfo) => {
  await signIn(context, await adminToken(request));
  for (const path of ['/dashboard/job/jobrequests', '/dashboard/courses', '/dashboard/users']) {
    const name = path.split('/').pop()!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByText('Loading...')).toBeHidden();
    await expectFits(page, 1280);
    await shoot(page, testInfo, `${name}-1280`);
    await page.setViewportSize({ width: 768, height: 900 });
    await expectFits(page, 768);
    await shoot(page, testInfo, `${name}-768`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('table')).toHaveCount(0);
    await expectFits(page, 375);
    await shoot(page, testInfo, `${name}-375`);
  }
  // The compact job request row keeps its key facts and actions.
  await page.goto('/dashboard/job/jobrequests');
  const items = page.locator('ul[aria-label="Job requests"] > li');
  if ((await items.count()) > 0) {
    await expect(items.first().getByRole('button', { name: 'Delete' })).toBeVisible();
    const box = await items.first().getByRole('button', { name: 'Delete' }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
});

test('item 13: each entry has its own icon in the collapsed sidebar; the name shows whole', async ({
  page,
  context,
  request,
}, testInfo) => {
  await signIn(context, await adminToken(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/courses');
  await page.getByRole('button', { name: /Close menu|Open menu/ }).click();
  // One entry per list since issue 26 item 11 (the "Add …" entries went to the lists).
  const entries = page.locator('.RaMenu-closed').getByRole('menuitem');
  expect(await entries.count()).toBeGreaterThanOrEqual(10);
  const icons = await entries.evaluateAll((items) =>
    items.map((item) => item.querySelector('svg path')?.getAttribute('d') ?? ''),
  );
  expect(new Set(icons).size).toBe(icons.length);
  // The sidebar narrows with a transition: wait for it to settle rather than read it mid-way.
  const sidebar = page.locator('.RaSidebar-fixed');
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThanOrEqual(64);
  await shoot(page, testInfo, 'sidebar-collapsed-1280');
  // Issue 26 item 7: the whole name, with room to spare.
  const name = page.getByRole('button', { name: 'Profile' });
  await expect(name).toHaveText('Administrator');
});
