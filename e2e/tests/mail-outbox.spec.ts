import { expect, test } from '@playwright/test';
import { E2E_ADMIN, unique } from './support/constants';

test('the super admin reads a mail in the Mail outbox (sandboxed) and sends it again', async ({
  page,
  request,
}) => {
  const name = unique('Outbox reader ');
  const sent = await request.post('/api/contact', {
    data: { name, country: 'Oman', email: `${unique()}@example.com`, message: 'Pump trips.' },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/login');
  await page.locator('input[name="email_or_phone"]').fill(E2E_ADMIN.email);
  await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users/);

  await page.goto('/dashboard/mail-outbox');
  const row = page.getByText(`Website enquiry from ${name} (Oman)`);
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/dashboard\/mail-outbox\/\d+\/show$/);
  const frame = page.locator('iframe[title="Mail"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByText('Pump trips.')).toBeVisible();
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('The mail will be sent again')).toBeVisible();
});
