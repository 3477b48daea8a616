import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/constants';

/** Issue 14, item 6: the dashboard opens on an overview of the business. */
test('staff land on the overview: revenue, stages, bookings, sessions, messages', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.context().addCookies([{ name: 'eng', value: token, url: baseURL }]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    for (const panel of [
      'Revenue by month',
      'Applications by stage',
      'Bookings per course',
      'Upcoming sessions',
      'New messages',
      'New accounts per month',
    ]) {
      await expect(page.getByText(panel, { exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});
