import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, staffToken } from './support/booking';
import { unique } from './support/constants';

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGElEQVR42mNkYPhfz0AEYBxVSF+FAP5FDvFNJ4LtAAAAAElFTkSuQmCC',
  'base64',
);

/** Screenshots a reader looks at (issue 28): e2e/.artifacts/screens, kept after the run. */
const SCREENS = path.join(__dirname, '..', '.artifacts', 'screens');
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
}

async function expectNoSideScroll(page: Page, width: number) {
  await page.waitForTimeout(300); // the layout after a resize or a load
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** The page's words of the dashboard itself that must not be left in English. */
async function expectNoEnglish(page: Page, words: readonly string[]) {
  for (const word of words) {
    await expect(page.getByText(word, { exact: true })).toHaveCount(0);
  }
}

/** A job and an application to it, with an Arabic name, for the job request screen. */
async function applicationWithArabicName(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const job = await request.post('/api/jobs', {
    headers: auth,
    data: {
      title: unique('Mud Logger '),
      category: 'Geology',
      type: 'all',
      description: '<p>Rig.</p>',
    },
  });
  expect(job.status()).toBe(201);
  const applied = await request.post('/api/job-requests', {
    multipart: {
      full_name: 'ياسمين عبد الرحمن',
      country: 'Egypt',
      email: `${unique('yasmin')}@example.com`,
      job_id: String(((await job.json()) as { id: number }).id),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(applied.status()).toBe(201);
  const id = ((await applied.json()) as { id: number }).id;
  // One move, so the history shows a line with its date and arrow.
  const moved = await request.post(`/api/job-requests/${id}/stage`, {
    headers: auth,
    data: { stage: 'reviewed', note: 'السيرة الذاتية مناسبة' },
  });
  expect(moved.ok()).toBe(true);
  return id;
}

/** Switches the signed-in staff member's dashboard to Arabic from the account menu. */
async function switchToArabic(page: Page) {
  await page.goto('/dashboard');
  const slow = { timeout: 30_000 };
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(slow);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible(slow);
}

/**
 * Issue 28 item 3: staff switch the dashboard to Arabic from the account menu; the menu reads
 * Arabic, the page turns right to left (on <html>, so menus and dialogs follow), and the choice
 * holds on the next visit. Screenshots at 1280 and 375 px for a reader's eye.
 */
test('staff switch the dashboard to Arabic, right to left, and back', async ({
  page,
  request,
  baseURL,
}) => {
  // A whole dashboard in two languages and two widths: slow on a busy CI machine.
  test.setTimeout(180_000);
  const slow = { timeout: 30_000 };
  await signIn(page, baseURL, await staffToken(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(slow);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible(slow);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('menuitem', { name: 'الدورات التدريبية' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'طلبات التوظيف' })).toBeVisible();
  await expect(page.getByText('الإيرادات الشهرية', { exact: true })).toBeVisible();
  // The sidebar sits on the right in Arabic.
  const menu = await page.getByRole('menuitem', { name: 'نظرة عامة' }).boundingBox();
  expect(menu && menu.x).toBeGreaterThan(1280 / 2);
  await page.screenshot({ path: '/tmp/admin-ar-overview-1280.png', fullPage: true });

  await page.getByRole('menuitem', { name: 'الدورات التدريبية' }).click();
  await expect(page.getByText('اسم الدورة', { exact: true })).toBeVisible(slow);
  await expect(page.getByRole('link', { name: 'إضافة دورة تدريبية' })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-ar-courses-1280.png' });
  await page.locator('.MuiPagination-root').screenshot({ path: '/tmp/admin-ar-pager.png' });

  // The choice holds on the next visit, at phone width too, without horizontal overflow.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible(slow);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '/tmp/admin-ar-overview-375.png', fullPage: true });
  await page.goto('/dashboard/courses');
  await expect(page.getByText('الدورات التدريبية').first()).toBeVisible(slow);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '/tmp/admin-ar-courses-375.png' });

  await page.getByRole('button', { name: 'الحساب' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr', slow);
  await expect(page.getByText('Courses').first()).toBeVisible(slow);
});

/**
 * Issue 28 item 3: the main screens read Arabic (no English of the dashboard's own left) and
 * keep within the window, at 1280 and 375 px: courses, a job request with its pipeline,
 * payments, sessions and a session's form.
 */
test('the main screens in Arabic at 1280 and 375 px, within the window', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const slow = { timeout: 30_000 };
  const token = await staffToken(request);
  const applicationId = await applicationWithArabicName(request, token);
  await signIn(page, baseURL, token);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    if (width === 1280) await switchToArabic(page);
    else await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible(slow);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('الإيرادات الشهرية', { exact: true })).toBeVisible(slow);
    await expectNoSideScroll(page, width);
    await shoot(page, `ar-overview-${width}`);

    await page.goto('/dashboard/courses');
    await expect(page.getByRole('link', { name: 'إضافة دورة تدريبية' })).toBeVisible(slow);
    await expectNoEnglish(page, ['Courses', 'Search', 'Download', 'Rows per page:']);
    await expectNoSideScroll(page, width);
    await shoot(page, `ar-courses-${width}`);

    await page.goto(`/dashboard/job-requests/${applicationId}/show`);
    await expect(page.getByRole('heading', { name: 'مراحل الطلب' })).toBeVisible(slow);
    await expect(page.getByText('ياسمين عبد الرحمن').first()).toBeVisible();
    await expect(page.getByText(/^جديد ← تمت المراجعة/)).toBeVisible();
    await expect(page.getByText(/السيرة الذاتية مناسبة/)).toBeVisible();
    await expect(
      page.getByText('إبلاغ المتقدم بالبريد الإلكتروني (في مرحلتي المقابلة والرفض فقط)'),
    ).toBeVisible();
    await expectNoEnglish(page, ['Pipeline', 'History', 'Move', 'Stage:', 'Back to the list']);
    await expectNoSideScroll(page, width);
    await shoot(page, `ar-job-request-${width}`);

    await page.goto('/dashboard/payments');
    await expect(page.getByRole('searchbox', { name: 'البحث بالبريد الإلكتروني' })).toBeVisible(
      slow,
    );
    await expectNoEnglish(page, ['Payments', 'Status', 'From', 'To', 'Received at']);
    await expectNoSideScroll(page, width);
    await shoot(page, `ar-payments-${width}`);

    await page.goto('/dashboard/course-sessions');
    await expect(page.getByRole('link', { name: 'إضافة موعد' })).toBeVisible(slow);
    await expectNoEnglish(page, ['Sessions', 'When', 'Location', 'Capacity']);
    await expectNoSideScroll(page, width);
    await shoot(page, `ar-sessions-${width}`);

    // The mail outbox: the application's mails, their kind and state named in Arabic.
    await page.goto('/dashboard/mail-outbox');
    await expect(page.getByRole('searchbox', { name: 'البحث بالمستلم' })).toBeVisible(slow);
    await expect(page.getByText('تم الإرسال').first()).toBeVisible(slow);
    await expectNoEnglish(page, [
      'Mail outbox',
      'Subject',
      'Kind',
      'Status',
      'Sent',
      'Application received',
    ]);
    await expectNoSideScroll(page, width);
    await shoot(page, `ar-mail-outbox-${width}`);

    // A session's form: the picker's helper and the duration are Arabic.
    await page.goto('/dashboard/course-sessions/create');
    await expect(page.getByText('بتوقيت القاهرة', { exact: true }).first()).toBeVisible(slow);
    await expectNoEnglish(page, ['Cairo time', 'Starts', 'Ends', 'Save']);
    await expectNoSideScroll(page, width);
    await shoot(page, `ar-session-form-${width}`);
  }
});

/**
 * Issue 28 items 2 and 3: in the Arabic dashboard staff add a course with its Arabic name and
 * description (the twin inputs after the English ones, typed right to left); the API answers
 * the Arabic name with the course.
 */
test('staff add a course with its Arabic name and description from the Arabic dashboard', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const slow = { timeout: 30_000 };
  await signIn(page, baseURL, await staffToken(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchToArabic(page);

  const english = unique('Well Integrity Basics ');
  const arabic = `أساسيات سلامة الآبار ${english.slice(-6)}`;
  const imagePath = testInfo.outputPath('course.png');
  fs.writeFileSync(imagePath, PNG);

  await page.goto('/dashboard/courses/create');
  await expect(page.locator('input[name="name_ar"]')).toBeVisible(slow);
  const pick = async (label: RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
    await expect(page.getByRole('listbox')).toBeHidden();
  };
  await pick(/^التصنيف(?! الفرعي)/);
  await pick(/^التصنيف الفرعي/);
  await page.locator('input[name="discipline"]').fill('Drilling');
  await page.locator('input[name="classification"]').fill(unique('WI-'));
  await page.locator('input[name="name"]').fill(english);
  const arabicName = page.locator('input[name="name_ar"]');
  await expect(arabicName).toHaveAttribute('dir', 'rtl');
  await arabicName.fill(arabic);
  await page.locator('input[name="instructor"]').fill('Eng. Karim Adel');
  await page.locator('input[name="time"]').fill('3 days');
  await page.locator('input[name="location"]').fill('Cairo');
  await page.locator('input[name="price"]').fill('9500');
  await page.locator('.ProseMirror:not([dir="rtl"])').first().click();
  await page.keyboard.type('Barriers, tests and the integrity file of a well.');
  const arabicDescription = page.locator('.ProseMirror[dir="rtl"]').last();
  await arabicDescription.click();
  await page.keyboard.type('الحواجز والاختبارات وملف سلامة البئر.');
  await page.locator('input[type="file"]').setInputFiles(imagePath);
  await expect(page.locator('img[src^="blob:"]')).toBeVisible();
  await shoot(page, 'ar-course-form-1280');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/, slow);
  await expect(page.getByText('تمت إضافة دورة تدريبية')).toBeVisible();

  const courses = (await (await request.get('/api/courses')).json()) as {
    name: string;
    name_ar?: string | null;
    description_ar?: string | null;
  }[];
  const saved = courses.find((course) => course.name === english);
  expect(saved?.name_ar).toBe(arabic);
  if (saved && 'description_ar' in saved) {
    expect(saved.description_ar).toContain('الحواجز والاختبارات وملف سلامة البئر.');
  }
});
