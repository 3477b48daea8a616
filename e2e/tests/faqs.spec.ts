import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT, unique } from './support/constants';

/** Issue 25 item 2: FAQs are managed in the dashboard and shown on the training and careers pages. */

async function staffToken(request: APIRequestContext) {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('staff add a FAQ beside the testimonials; visitors read it on /courses and /projects', async ({
  page,
  browser,
  request,
}) => {
  const token = await staffToken(request);
  await page
    .context()
    .addCookies([{ name: 'eng', value: token, url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  const question = unique('Is lunch included on site? ');

  // FAQs share the Testimonials entry of the menu: a tab away.
  await page.goto('/dashboard/testimonials');
  await page.getByRole('tab', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/faqs$/);
  await page.getByRole('link', { name: 'Add FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/faqs\/create$/);
  await page.locator('input[name="question"]').fill(question);
  await page.locator('.ProseMirror').first().click();
  await page.keyboard.type('Yes, lunch and ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('two coffee breaks');
  await page.locator('input[name="position"]').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/faqs$/);
  await expect(page.getByText(question)).toBeVisible();

  const faqs = (await (await request.get('/api/faqs')).json()) as {
    id: number;
    question: string;
  }[];
  const saved = faqs.find((faq) => faq.question === question);
  expect(saved).toBeTruthy();
  try {
    const visitor = await browser.newPage();
    for (const path of ['/courses', '/projects']) {
      await visitor.goto(path);
      const item = visitor.locator('details', { hasText: question });
      await item.locator('summary').click();
      await expect(item.locator('strong')).toHaveText('two coffee breaks');
    }
    await visitor.close();
  } finally {
    await request.delete(`/api/faqs/${saved!.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  }
});
