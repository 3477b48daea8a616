import { expect, test, type Page } from '@playwright/test';

/**
 * A prerendered page is on screen before its app has woken (public/boot.js starts it after the
 * first paint). A click or a submit made in that moment is held and replayed once the app is
 * ready, instead of hitting a button with no handler or letting the browser send a form itself.
 * The app's entry module is held back here until the visitor has acted.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return open;
}

/** Opens a page without waiting for its load event, which the held module script delays. */
async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const appReady = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 30_000 });

test('a button clicked before the app wakes does its work once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdEntry(page);
  await openEarly(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false'); // held, not lost
  release();
  await appReady(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('a link clicked before the app wakes is followed by the app, with no second page load', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdEntry(page);
  await openEarly(page, '/contactus');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await mainNav(page).getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  release();
  await expect(page).toHaveURL(/\/aboutus$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});

test('a form sent before the app wakes is sent by the app, never by the browser', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdEntry(page);
  await openEarly(page, '/contactus');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const code = page.getByRole('search', { name: 'Verify a certificate' }).getByRole('textbox');
  await code.fill('EARLY-CODE-1');
  await code.press('Enter');
  // The browser did not send it (that would be /contactus?code=…).
  await expect(page).toHaveURL(/\/contactus$/);
  release();
  await expect(page).toHaveURL(/\/certificates\/verify\/EARLY-CODE-1$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});

test('text typed before the app wakes is what the app sends afterwards', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdEntry(page);
  await openEarly(page, '/contactus');
  const form = page.getByRole('search', { name: 'Verify a certificate' });
  await form.getByRole('textbox').fill('TYPED-EARLY-2');
  release();
  await appReady(page);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/certificates\/verify\/TYPED-EARLY-2$/);
});

test('when the app cannot load, a held link is followed by the browser', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/contactus');
  await mainNav(page).getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/aboutus$/, { timeout: 10_000 });
});

test('when the app has not woken 5 s after a held submit, the form is dropped, not sent by the browser', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdEntry(page);
  await openEarly(page, '/contactus');
  const code = page.getByRole('search', { name: 'Verify a certificate' }).getByRole('textbox');
  await code.fill('NEVER-SENT-3');
  await code.press('Enter');
  await page.waitForTimeout(6_000);
  // A browser-sent form would be /contactus?code=NEVER-SENT-3.
  await expect(page).toHaveURL(/\/contactus$/);
  release();
  await appReady(page);
  await expect(page).toHaveURL(/\/contactus$/);
});
