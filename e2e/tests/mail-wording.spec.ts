import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT, unique, uniquePhone } from './support/constants';
import { mailTo } from './support/mailbox';

/** Issue 28 item 2: staff reword a mail's Arabic in the dashboard; the next mail carries it. */

const KEY = 'account.reset.subject';

async function staffToken(request: APIRequestContext) {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('staff change the Arabic subject of the reset mail; an Arabic reader gets it', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const staff = { Authorization: `Bearer ${token}` };
  const subject = unique('رابط كلمة المرور الجديدة ');
  await page
    .context()
    .addCookies([{ name: 'eng', value: token, url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // An account that reads Arabic (registered from an /ar page).
  const email = `${unique('wording')}@example.com`;
  const registered = await request.post('/api/register', {
    data: {
      name: 'منى عادل',
      email,
      phone: uniquePhone(),
      password: 'Str0ng!pass',
      password_confirmation: 'Str0ng!pass',
      locale: 'ar',
    },
  });
  expect(registered.ok()).toBe(true);

  // The wording is a tab of the Mail outbox's entry.
  await page.goto('/dashboard/mail-outbox');
  await page.getByRole('tab', { name: 'Mail wording' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mail-wordings$/);
  await page.getByRole('searchbox', { name: /Search by key/ }).fill(KEY);
  const row = page.getByRole('row', { name: new RegExp(KEY.replace(/\./g, '\\.')) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mail-wordings\/\d+$/);

  // The default is shown above the input staff type into, right to left.
  await expect(page.locator('input[name="default_ar"]')).toHaveValue(
    'اختيار كلمة مرور جديدة لحسابك لدى بترولينك',
  );
  const arabic = page.locator('input[name="text_ar"]');
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  const id = /\/(\d+)$/.exec(page.url())![1];
  try {
    await arabic.fill(subject);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mail-wordings$/);

    await request.post('/api/password/forgot', { data: { email } });
    const mail = await mailTo(email, new RegExp(subject));
    expect(mail.subject).toBe(subject);
  } finally {
    // Back to the default: other tests read the reset mail's usual subject.
    await request.post(`/api/mail-wordings/${id}`, { headers: staff, data: { text_ar: '' } });
  }
});
