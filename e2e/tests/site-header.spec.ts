import { expect, test, type Page } from '@playwright/test';

/** Opens a prerendered page and waits until the app has hydrated it. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

const headerBottom = (page: Page) =>
  page.getByRole('banner').evaluate((el) => Math.round(el.getBoundingClientRect().bottom));

test.describe('site header', () => {
  test('hides while scrolling down and comes back on scrolling up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/aboutus');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await headerBottom(page)).toBeGreaterThan(0);

    await page.mouse.move(640, 400);
    for (let i = 0; i < 6; i += 1) {
      await page.mouse.wheel(0, 250);
      await page.waitForTimeout(60);
    }
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -200);
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('the nav items are shown at once, with no staggered delay (issue 26 item 5)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/');
    const styles = await page
      .getByRole('navigation', { name: 'Main' })
      .locator(':scope > ul > li')
      .evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item);
          return `${style.animationName} ${style.animationDelay} ${style.opacity}`;
        }),
      );
    expect(styles).toEqual(Array(7).fill('none 0s 1'));
  });

  test('the services menu and its operations submenu work from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const operations = nav.getByRole('button', { name: 'Operations' });
    await operations.focus();
    await page.keyboard.press('Enter');
    const lift = nav.getByRole('link', { name: 'Artificial lift' });
    await expect(lift).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lift).toBeHidden();
    await expect(operations).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('on a 375 px phone the slide-out menu opens from its icon and closes from its close icon', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/');
    const nav = page.locator('nav[aria-label="Main"]');
    const about = nav.locator('a[href="/aboutus"]');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(about).not.toBeInViewport();
    await expect(about).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toBeVisible();
    await expect(about).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
    await expect(toggle).toBeFocused();

    // Following a link closes the menu and navigates.
    await toggle.click();
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('link', { name: 'Software' }).click();
    await expect(page).toHaveURL(/\/software$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('engineering software');
  });
});
