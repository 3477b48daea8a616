import fs from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E_ADMIN, E2E_PORT, unique } from './support/constants';
import { mailTo } from './support/mailbox';

/** Issue 26, items 13 (the audit trail in words) and 15 (enquiries handled), at 375 and 1280 px. */

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

async function staffToken(request: APIRequestContext) {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(context: BrowserContext, token: string) {
  await context.clearCookies();
  await context.addCookies([{ name: 'eng', value: token, url: `http://127.0.0.1:${E2E_PORT}` }]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ fullPage: true, path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectNoSideScroll(page: Page, width: number) {
  await page.waitForTimeout(300); // the layout after a resize
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

async function staffName(request: APIRequestContext, token: string) {
  const me = await request.get('/api/user', { headers: bearer(token) });
  expect(me.ok()).toBe(true);
  const body = (await me.json()) as { name?: string; data?: { name: string } };
  return body.name ?? body.data?.name ?? '';
}

test('item 13: the audit trail reads as sentences, one per action, one export in Cairo time with names', async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await staffToken(request);
  const me = await staffName(request, token);
  const title = unique('Wireline Engineer ');
  const job = await request.post('/api/jobs', {
    headers: bearer(token),
    data: { title, category: 'Wireline', type: 'all', description: '<p>Logging units.</p>' },
  });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()) as { id: number }).id;
  const applicant = unique('Omar Hassan ');
  const applied = await request.post('/api/job-requests', {
    multipart: {
      full_name: applicant,
      country: 'Egypt',
      email: `${unique('omar')}@example.com`,
      job_id: String(jobId),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(applied.status()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const moved = await request.post(`/api/job-requests/${applicationId}/stage`, {
    headers: bearer(token),
    data: { stage: 'interview' },
  });
  expect(moved.status()).toBe(200);

  await signIn(context, token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  // Sentences, not table names; a pipeline move is one entry.
  const move = page.getByRole('row', { name: new RegExp(`${me} moved ${applicant} to Interview`) });
  await expect(move).toHaveCount(1);
  await expect(move).toContainText('Stage: New → Interview');
  await expect(
    page.getByRole('row', { name: new RegExp(`${me} created the job ${title}`) }),
  ).toHaveCount(1);
  await expect(page.getByText('job_request_stage_changes')).toHaveCount(0);
  await expect(page.getByText(/id: — →/)).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /When \(Cairo\)/i })).toBeVisible();
  const when = (await move.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(when).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

  // One export, and it says what the screen says, in the same time zone.
  await expect(page.getByRole('button', { name: /export/i })).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'When (Africa/Cairo),Staff member,What happened,Details,Record,Name,Action',
  );
  const row = lines.find((line) => line.includes(`moved ${applicant} to Interview`));
  expect(row?.startsWith(`${when},${me},${me} moved ${applicant} to Interview,`)).toBe(true);
  expect(
    lines.filter((line) => line.includes(applicant) && line.includes('Interview')),
  ).toHaveLength(1);
  await shoot(page, testInfo, 'audit-1280');

  // The entry's own screen.
  await move.getByRole('link', { name: 'Show' }).click();
  await expect(page.getByText(`${me} moved ${applicant} to Interview`).first()).toBeVisible();
  // The record's name as it was then, beside the sentence.
  await expect(page.getByText(applicant, { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'audit-entry-1280');

  // Phones: the sentence leads each entry, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/dashboard/audit');
  await expect(page.getByText(`${me} moved ${applicant} to Interview`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /export/i })).toHaveCount(1);
  await expectNoSideScroll(page, 375);
  await shoot(page, testInfo, 'audit-375');
});

test('item 15: an enquiry gets a state, an owner and a reply mailed from the dashboard; the overview counts new ones', async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await staffToken(request);
  const me = await staffName(request, token);
  const name = unique('Karim Adel ');
  const email = `${unique('karim')}@example.com`;
  // The public form's API, unchanged.
  const sent = await request.post('/api/contact', {
    data: {
      name,
      country: 'Oman',
      email,
      phone: '0096891234567',
      message: 'Two ESP wells trip on underload every night: can you send a crew?',
    },
  });
  expect(sent.status()).toBe(201);
  expect(await sent.json()).toEqual({
    id: expect.any(Number),
    message: 'Thank you, your message has been sent.',
  });
  const id = ((await sent.json()) as { id: number }).id;

  await signIn(context, token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('new-enquiries')).toContainText(/\d+ new enquir(y|ies) waiting/);
  await page.getByTestId('new-enquiries').getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/messages/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('New');
  await shoot(page, testInfo, 'messages-new-1280');

  await page.goto(`/dashboard/messages/${id}/show`);
  await expect(page.getByRole('heading', { name: 'Handling' })).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await expect(page.getByText('Marked In progress')).toBeVisible();
  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: me, exact: true }).click();
  await expect(page.getByText(`Given to ${me}`)).toBeVisible();
  await expect(page.getByText('No reply yet.')).toBeVisible();

  // An empty reply is refused in place.
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Write the reply first')).toBeVisible();
  const reply = 'Dear Karim, our ESP crew can be on site on Sunday.\n\nPlease send the well logs.';
  await page.getByLabel(`Reply to ${name}`).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent to ${email}`)).toBeVisible();
  const replies = page.getByRole('list', { name: 'Replies sent' });
  await expect(replies).toContainText('our ESP crew can be on site on Sunday.');
  await expect(replies).toContainText(me);
  await expect(page.locator('section[aria-labelledby="enquiry-heading"]')).toContainText(
    'Answered',
  );
  await shoot(page, testInfo, 'message-1280');

  // The enquirer gets the reply, in the company's layout.
  const mail = await mailTo(email, /Re: your enquiry/);
  expect(mail.text).toContain('our ESP crew can be on site on Sunday.');
  expect(mail.html).toContain('Petrolink');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Replies sent' })).toContainText('Mail sent');

  // The list filters by state and owner.
  await page.goto('/dashboard/messages');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Answered' }).click();
  const answered = page.getByRole('row', { name: new RegExp(name) });
  await expect(answered).toContainText('Answered');
  await expect(answered).toContainText(me);
  await shoot(page, testInfo, 'messages-1280');

  // The audit trail tells it in one sentence.
  await page.goto('/dashboard/audit');
  await expect(
    page.getByRole('row', { name: new RegExp(`${me} replied to the enquiry from ${name}`) }),
  ).toHaveCount(1);

  // Tablets: the state and owner side by side, the panel within the page.
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto(`/dashboard/messages/${id}/show`);
  await expect(page.getByRole('heading', { name: 'Handling' })).toBeVisible();
  await expectNoSideScroll(page, 768);
  await shoot(page, testInfo, 'message-768');

  // Phones.
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(`/dashboard/messages/${id}/show`);
  await expect(page.getByRole('heading', { name: 'Handling' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Replies sent' })).toContainText('Sunday');
  await expectNoSideScroll(page, 375);
  await shoot(page, testInfo, 'message-375');
  await page.goto('/dashboard/messages');
  await expect(page.getByText(name).first()).toBeVisible();
  await expectNoSideScroll(page, 375);
  await shoot(page, testInfo, 'messages-375');
  await page.goto('/dashboard');
  await expect(page.getByTestId('new-enquiries')).toBeVisible();
  await expectNoSideScroll(page, 375);
  await shoot(page, testInfo, 'overview-375');
});
