import { expect, test } from '@playwright/test';
import { signIn, staffToken } from './support/booking';

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
