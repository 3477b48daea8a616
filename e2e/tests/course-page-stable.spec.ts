import { expect, test, type Page } from '@playwright/test';

// The course page is rendered in the browser (nothing is prerendered for it): it used to paint
// a loading spinner with the footer under it, then push the footer away with the page, then
// push its buttons down when the dates arrived (Lighthouse CLS 0.11, 0.4 on a slow phone).
// These tests load it as Lighthouse's phone does (412 px wide, a CPU four times slower, so the
// loading states last long enough to be painted) and add up the layout shifts.

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Records every layout shift of the page from its first paint (PerformanceObserver). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          return element ? `${element.tagName.toLowerCase()}.${element.className}` : '?';
        });
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsOf(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
  );
}

for (const path of ['/courses/1', '/ar/courses/1']) {
  test(`${path} loads without moving what it has painted (CLS ≤ 0.02)`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await recordShifts(page);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The dates and the side lists arrive too; give late shifts time to be reported.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);

    const shifts = await shiftsOf(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.02);
  });
}

test('the course page preloads its course, dates and image, and uses the preloads', async ({
  page,
}) => {
  const html = await (await page.request.get('/courses/1')).text();
  expect(html).toContain('<link rel="preload" href="/api/courses/1" as="fetch" crossorigin>');
  expect(html).toContain(
    '<link rel="preload" href="/api/sessions/upcoming?course_id=1" as="fetch" crossorigin>',
  );
  expect(html).toMatch(/<link rel="preload" href="\/storage\/[^"]+" as="image"/);

  // Each answer is asked for twice: the preload (taken by the fetch before the first render)
  // and the hooks' own fresh request once mounted (a preload may be a cached answer). A preload
  // the page's fetch did not reuse would make a third request for the same URL.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
  });
  await page.goto('/courses/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const course = asked.filter((url) => url.endsWith('/api/courses/1'));
  const dates = asked.filter((url) => url.endsWith('/api/sessions/upcoming?course_id=1'));
  expect(course, `requests: ${asked.join(', ')}`).toHaveLength(2);
  expect(dates, `requests: ${asked.join(', ')}`).toHaveLength(2);
});
