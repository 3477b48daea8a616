import { expect, test, type Page } from '@playwright/test';

/** Issue 15 item 1: no public page, with or without a modal open, is wider than the screen. */

const WIDTHS = [375, 768, 1280];

const PUBLIC_ROUTES = [
  '/',
  '/aboutus',
  '/artificalleft',
  '/enhancing',
  '/testing',
  '/software',
  '/consultation',
  '/privacy-policy',
  '/refund-returns-policy',
  '/login',
  '/register',
  '/projects',
  '/contactus',
  '/courses',
];

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

async function expectNoOverflow(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await horizontalOverflow(page);
  expect(scrollWidth, `${what}: document ${scrollWidth}px in a ${clientWidth}px viewport`).toBe(
    clientWidth,
  );
}

/** The open dialog and its close button lie wholly inside the viewport. */
async function expectDialogOnScreen(page: Page, width: number) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Let the entrance animation finish so the box measured is the final one.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeInViewport({ ratio: 1 });
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no public route scrolls sideways', async ({ page }) => {
      test.setTimeout(240_000);
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expectNoOverflow(page, route);
        // Scrolling down hides the header; the closed menu must not widen the page then either.
        await page.mouse.wheel(0, 600);
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(300);
        await expectNoOverflow(page, `${route} scrolled down`);
      }
    });

    test('a course group modal fits the screen and the page does not widen', async ({ page }) => {
      await page.goto('/courses');
      const group = page.locator('button[aria-haspopup="dialog"]').first();
      await group.click();
      await expect(
        page
          .getByRole('dialog')
          .getByRole('link', { name: /Learn more/ })
          .first(),
      ).toBeVisible();
      await expectDialogOnScreen(page, width);
      await expectNoOverflow(page, '/courses with a group open');
      await page.screenshot({ path: `e2e/.artifacts/shots/courses-modal-${width}.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoOverflow(page, '/courses after closing');
    });

    test('a careers modal fits the screen and the page does not widen', async ({ page }) => {
      await page.goto('/projects');
      const opening = page.locator('main button[aria-haspopup="dialog"]').first();
      await opening.click();
      await expectDialogOnScreen(page, width);
      await expectNoOverflow(page, '/projects with an opening open');
      await page.screenshot({ path: `e2e/.artifacts/shots/careers-modal-${width}.png` });
    });
  });
}
