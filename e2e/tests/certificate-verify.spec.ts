import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerUser } from './support/accounts';
import { E2E_ADMIN, unique } from './support/constants';

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * Issue 14 item 2: staff generate a certificate; the address its QR code holds opens the public
 * verification page in a browser with no session, which says valid, then revoked.
 */
test('a generated certificate is verified by its QR address, and shows revoked once revoked', async ({
  browser,
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

  const revoked = await request.post(`/api/certificates/${cert.id}/revoke`, {
    headers: auth,
    data: { reason: 'Issued in error' },
  });
  expect(revoked.status()).toBe(200);
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
