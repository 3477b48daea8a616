import { expect, test } from '@playwright/test';
import { unique } from './support/constants';

test('contact: a message is sent, the form clears and the route stays /contactus', async ({
  page,
}) => {
  await page.goto('/contactus');
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Name').fill(unique('Karim '));
  await page.getByLabel('Country').fill('Egypt');
  await page.getByLabel('Email').fill(`${unique()}@example.com`);
  await page.getByLabel(/^Phone/).fill('01001234567');
  await page.getByLabel(/^Message/).fill('We would like a quote for an ESP run-life review.');
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel(/^Message/)).toHaveValue('');
  await expect(send).toBeDisabled();
});

test("contact: the server's validation message is shown in a red alert", async ({ page }) => {
  await page.goto('/contactus');
  // Email-shaped enough for the button, refused by the server's address check.
  await page.getByLabel('Name').fill('Karim Adel');
  await page.getByLabel('Country').fill('Egypt');
  await page.getByLabel('Email').fill('karim@example.c');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email must be a valid email address');
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByLabel('Name')).toHaveValue('Karim Adel');
});
