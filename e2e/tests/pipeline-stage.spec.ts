import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, unique } from './support/constants';

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

async function tokenOf(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function login(page: Page) {
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

/** Issue 14, item 4: staff move an applicant to interview and tell them by mail. */
test('staff move an applicant to interview, with a note and a mail, and see the history', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request);
  const auth = { Authorization: `Bearer ${token}` };
  const job = await request.post('/api/jobs', {
    headers: auth,
    data: {
      title: unique('Mud Logger '),
      category: 'Geology',
      type: 'all',
      description: '<p>Rig.</p>',
    },
  });
  expect(job.status()).toBe(201);
  const applicant = unique('Yara Stagewise ');
  const applied = await request.post('/api/job-requests', {
    multipart: {
      full_name: applicant,
      country: 'Egypt',
      email: `${unique('yara')}@example.com`,
      job_id: String(((await job.json()) as { id: number }).id),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(applied.status()).toBe(201);
  const id = ((await applied.json()) as { id: number }).id;

  await login(page);
  await page.goto('/dashboard/job/jobrequests');
  const tabs = page.getByRole('tablist', { name: 'Pipeline stages' });
  await expect(tabs.getByRole('tab', { name: /^New/ })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(applicant) });
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: 'Show' }).click();

  await expect(page.getByRole('heading', { name: 'Pipeline', exact: true })).toBeVisible();
  await expect(page.getByText('Received, not moved yet.')).toBeVisible();
  await page.getByLabel('Move to…').click();
  await page.getByRole('option', { name: 'Interview' }).click();
  await page.getByLabel('Note (staff only)').fill('Strong mud logging record');
  await page.getByRole('checkbox', { name: /Tell the applicant by mail/ }).check();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved to Interview — the applicant will get a mail')).toBeVisible();
  const history = page.getByRole('list', { name: 'Stage history' });
  await expect(history).toContainText('New → Interview · applicant mailed');
  await expect(history).toContainText('Strong mud logging record');

  // The list's Interview tab now holds the application.
  await page.goto('/dashboard/job/jobrequests');
  await page.getByRole('tab', { name: /^Interview/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(applicant) })).toContainText('Interview');
  await page.getByRole('tab', { name: /^Hired/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(applicant) })).toHaveCount(0);

  // The move is in the audit trail (issue 14, item 5), once, in words (issue 26 item 13).
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  const entry = page.getByRole('row', { name: new RegExp(`moved ${applicant} to Interview`) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Stage: New → Interview');

  const stages = await request.get(`/api/job-requests/${id}/stages`, { headers: auth });
  expect(await stages.json()).toEqual([
    expect.objectContaining({ from_stage: 'new', to_stage: 'interview', notified: true }),
  ]);
});
