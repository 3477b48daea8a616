import { expect, test } from '@playwright/test';
import { unique } from './support/constants';

/** Issue 15 item 2: a form that clears shows, and announces, that it worked. */

for (const width of [375, 768, 1280]) {
  test(`contact at ${width}px: the confirmation is brought into view and announced`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contactus');
    await page.getByLabel('Name').fill(unique('Karim '));
    await page.getByLabel('Country').fill('Egypt');
    await page.getByLabel('Email').fill(`${unique()}@example.com`);
    await page.getByLabel(/^Message/).fill('We would like a quote for an ESP run-life review.');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.scrollIntoViewIfNeeded();
    await send.click();

    const notice = page.getByText('Thank you, your message has been sent.');
    await expect(notice).toBeInViewport({ ratio: 1 });
    const region = page.locator('[role="status"][aria-live="polite"]', { has: notice });
    await expect(region).toHaveCount(1);
    await expect(page.getByLabel('Name')).toHaveValue('');
    await page.screenshot({ path: `e2e/.artifacts/shots/contact-sent-${width}.png` });
  });
}
