import { expect, test } from '@playwright/test';
import { registerUser } from './support/accounts';
import { unique, uniquePhone } from './support/constants';
import { linkIn, mailsTo, mailTo } from './support/mailbox';

// Issue 14 item 3: the mails are read back from the run's local SMTP server (global-setup.ts).

test('forgot password → the mailed link → a new password; the link works once', async ({
  page,
  request,
}) => {
  const account = await registerUser(request, 'Rania Forgetful', 'forgot');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.locator('input[name="email"]').fill(account.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account uses this address' }),
  ).toBeVisible();

  const link = linkIn(await mailTo(account.email, /Choose a new password/), 'reset-password');
  await page.goto(link);
  await page.locator('input[name="password"]').fill('Brand-new-pass1');
  await page.locator('input[name="password_confirmation"]').fill('Brand-new-pass1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The old password is gone, the new one signs in.
  const old = await request.post('/api/login', {
    data: { email_or_phone: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  await page.goto('/login');
  await page.locator('input[name="email_or_phone"]').fill(account.email);
  await page.locator('input[name="password"]').fill('Brand-new-pass1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The same link a second time is refused, with a way to ask for a new one.
  await page.goto(link);
  await page.locator('input[name="password"]').fill('Another-pass-22');
  await page.locator('input[name="password_confirmation"]').fill('Another-pass-22');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
});

test('a new account sees the verify banner, sends the mail again and confirms by its link', async ({
  page,
}) => {
  const email = `${unique('verify')}@example.com`;
  await page.goto('/register');
  await page.locator('input[name="name"]').fill('Omar Unverified');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="phone"]').fill(uniquePhone());
  await page.locator('input[name="password"]').fill('Str0ng!pass');
  await page.locator('input[name="password_confirmation"]').fill('Str0ng!pass');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);

  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText('Please verify your email');
  await mailTo(email, /Confirm your email/);
  await banner.getByRole('button', { name: 'Send again' }).click();
  await expect(banner.getByRole('status')).toContainText(`We have sent a new link to ${email}`);

  // The second mail's link (it retired the first one).
  await expect.poll(() => mailsTo(email, /Confirm your email/).length).toBe(2);
  const link = linkIn(await mailTo(email, /Confirm your email/), 'verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
});
