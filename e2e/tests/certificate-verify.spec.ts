import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerUser } from './support/accounts';
import { E2E_ADMIN, unique } from './support/constants';

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Signs the staff member into the dashboard (the form enables Login once both fields hold text). */
async function dashboardLogin(page: Page) {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Login' });
  await expect(async () => {
    await page.locator('input[name="email_or_phone"]').fill('');
    await page.locator('input[name="password"]').fill('');
    await page.locator('input[name="email_or_phone"]').fill(E2E_ADMIN.email);
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await expect(button).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await button.click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

/**
 * Issue 14 item 2: staff generate a certificate; the address its QR code holds opens the public
 * verification page in a browser with no session, which says valid, then revoked — staff revoke
 * it on the certificate's screen in the dashboard.
 */
test('a generated certificate is verified by its QR address, and shows revoked once revoked', async ({
  browser,
  page: staff,
  request,
}) => {
  const token = await staffToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const holderName = unique('Karim Certified ');
  await registerUser(request, holderName, 'holder');
  const recipients = (await (
    await request.get(`/api/certificates/recipients?q=${encodeURIComponent(holderName)}`, {
      headers: auth,
    })
  ).json()) as { id: number; name: string; email?: string }[];
  const holder = recipients.find((user) => user.name === holderName)!;
  const courses = (await (await request.get('/api/courses')).json()) as {
    id: number;
    name: string;
  }[];
  const course = courses[0];

  const generated = await request.post('/api/certificates/generate', {
    headers: auth,
    data: { user_id: holder.id, course_id: course.id },
  });
  expect(generated.status()).toBe(201);
  const cert = (await generated.json()) as {
    id: number;
    verify_url: string;
    verification_code: string;
    certificate: string;
  };
  // The QR code holds the verification page's address on this site.
  const qrAddress = new URL(cert.verify_url);
  expect(qrAddress.pathname).toBe(`/certificates/verify/${cert.verification_code}`);
  const pdf = await request.get(cert.certificate);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // An employer scans it: a fresh browser, no account.
  const employer = await browser.newContext();
  const page = await employer.newPage();
  await page.goto(qrAddress.pathname);
  await expect(page.getByRole('heading', { name: 'Certificate verification' })).toBeVisible();
  await expect(page.getByTestId('certificate-status')).toHaveText('Valid');
  await expect(page.getByText(holderName)).toBeVisible();
  await expect(page.getByText(course.name).first()).toBeVisible();
  await expect(page.getByText(holder.email ?? '@example.com')).toHaveCount(0);

  // Staff revoke it in the dashboard: a reason, then a confirm.
  await dashboardLogin(staff);
  await staff.goto(`/dashboard/certificates/${cert.id}/show`);
  await expect(staff.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await expect(staff.getByTestId('certificate-admin-status')).toHaveText('Valid');
  await expect(staff.getByRole('link', { name: 'Open the verification page' })).toHaveAttribute(
    'href',
    cert.verify_url,
  );
  await staff.getByRole('button', { name: 'Revoke', exact: true }).click();
  const confirm = staff.getByRole('dialog', { name: 'Revoke this certificate?' });
  await confirm.getByLabel('Reason (optional)').fill('Issued in error');
  await confirm.getByRole('button', { name: 'Confirm revoke' }).click();
  await expect(staff.getByText('Certificate revoked')).toBeVisible();
  await expect(staff.getByTestId('certificate-admin-status')).toHaveText('Revoked');
  await expect(staff.getByText('Revoked: Issued in error')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Revoke', exact: true })).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('certificate-status')).toHaveText('Revoked');

  // The footer's box takes a code typed from the paper and lands on the same page.
  await page.goto('/');
  // The home page is prerendered: type once the app has taken it over.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const box = page.getByRole('search', { name: 'Verify a certificate' });
  await box.getByLabel('Certificate code').fill(cert.verification_code);
  await box.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/verify/${cert.verification_code}$`));
  await expect(page.getByTestId('certificate-status')).toHaveText('Revoked');

  await page.goto('/certificates/verify/AAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toHaveText(/No certificate has this code/);
  await employer.close();
});

/** Issue 14 item 2: staff generate a certificate from the dashboard and give it a last valid day. */
test('staff generate a certificate in the dashboard and set its expiry', async ({
  page,
  request,
}) => {
  const holderName = unique('Nour Generated ');
  await registerUser(request, holderName, 'holder');

  await dashboardLogin(page);
  await page.goto('/dashboard/certificates');
  await page.getByRole('button', { name: 'Generate certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a certificate' });
  await dialog.getByRole('combobox', { name: 'Holder' }).fill(holderName);
  await page.getByRole('option', { name: new RegExp(holderName) }).click();
  await dialog.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText(`Certificate generated for ${holderName}`)).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(holderName) });
  await expect(row).toContainText('valid');
  await row.getByRole('link', { name: 'Show' }).click();
  await expect(page.getByTestId('certificate-admin-status')).toHaveText('Valid');
  await page.getByLabel('Valid until').fill('2030-12-31');
  await page.getByRole('button', { name: 'Set expiry' }).click();
  await expect(page.getByText('Valid until 2030-12-31')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear expiry' })).toBeEnabled();
  await page.getByRole('button', { name: 'Clear expiry' }).click();
  await expect(page.getByText('The certificate no longer expires')).toBeVisible();
  await expect(page.getByLabel('Valid until')).toHaveValue('');
});
