import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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

/** Waits for the page's entrance animations (nav stagger) so colours are final. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState === 'finished'),
  );
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ iframes: false })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

for (const width of [1280, 375]) {
  test.describe(`axe at ${width} px`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no serious or critical violation`, async ({ page }) => {
        // axe walks the whole document: on a busy 2-core runner the home page alone took 60 s.
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(route);
        expect(response?.status()).toBeLessThan(400);
        await settle(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the open mobile menu has no serious or critical violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('nav[aria-label="Main"]').getByRole('button', { name: 'Services' }).click();
  await page.waitForTimeout(400);
  expect(await seriousViolations(page)).toEqual([]);
});

test('focus is visible on links and buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await settle(page);
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { width: style.outlineWidth, style: style.outlineStyle };
  });
  expect(outline.style).not.toBe('none');
  expect(parseFloat(outline.width)).toBeGreaterThanOrEqual(2);
});
