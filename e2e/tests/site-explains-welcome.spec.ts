import { expect, test } from '@playwright/test';
import { unique, uniquePhone } from './support/constants';

/** Issue 15 item 7: a welcome after registering, and empty profile lists that lead somewhere. */

for (const width of [375, 768, 1280]) {
  test(`at ${width}px: registering greets the visitor; empty lists offer Browse courses`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Mona El-Sayed');
    await page.getByLabel('Email').fill(`${unique()}@example.com`);
    await page.getByLabel(/^Phone/).fill(uniquePhone());
    await page.getByLabel('Password', { exact: true }).fill('Str0ng-enough');
    await page.getByLabel('Confirm password').fill('Str0ng-enough');
    await page.getByRole('button', { name: /create|register|sign up/i }).click();

    const welcome = page.getByRole('status').filter({ hasText: 'Welcome, Mona' });
    await expect(welcome).toBeVisible();
    await page.screenshot({ path: `e2e/.artifacts/shots/welcome-${width}.png` });

    await page.goto('/profile');
    for (const name of ['FAVOURITES', 'COURSES']) {
      const region = page.getByRole('region', { name });
      // Issue 26 item 8: the friendly empty state alone, no bare "none" above it.
      await expect(region.getByText(/^No (favourites|bookings) yet\./)).toBeVisible();
      await expect(region.getByText('none', { exact: true })).toHaveCount(0);
      await expect(region.getByRole('link', { name: /Browse courses/ })).toHaveAttribute(
        'href',
        '/courses',
      );
    }
    await page.getByRole('region', { name: 'FAVOURITES' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/.artifacts/shots/profile-empty-${width}.png` });
  });
}
