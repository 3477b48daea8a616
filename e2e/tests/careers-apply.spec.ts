import fs from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_ADMIN, unique } from './support/constants';

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

test('careers: open a job → Apply now → send the form with a PDF → back on /projects, stored', async ({
  page,
  request,
}, testInfo) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const title = unique('Gas Lift Engineer ');
  const created = await request.post('/api/jobs', {
    headers: auth,
    data: {
      title,
      category: 'Artificial lift',
      type: 'all',
      description:
        '<p>Design and optimise <strong>gas lift</strong> completions.</p><ul><li>Rotation 28/28</li></ul>',
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: number };

  await page.goto('/projects');
  const jobs = page.getByRole('region', { name: /^Jobs/ });
  const opener = jobs.getByRole('button', { name: new RegExp(title) });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Rotation 28/28')).toBeVisible();
  // Not dismissed by a click on the backdrop.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  // The close button closes it and focus returns to the opening.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await page
    .getByRole('dialog', { name: title })
    .getByRole('link', { name: /Apply now/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/applynow/${job.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const fullName = unique('Mona Applicant ');
  const cvPath = testInfo.outputPath('mona-cv.pdf');
  await fs.writeFile(cvPath, PDF);
  const submit = page.getByRole('button', { name: 'Submit application' });
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Country').fill('Egypt');
  await page.getByLabel('Email').fill(`${unique()}@example.com`);
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Phone/).fill('01001234567');
  await page.getByLabel(/^Grade/).selectOption('Very good');
  await page.getByLabel('CV', { exact: true }).setInputFiles(cvPath);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/projects\?applied=1$/);
  await expect(page.getByText('Thank you — your application has been received.')).toBeVisible();

  const search = await request.post(
    `/api/job-requests/search?full_name=${encodeURIComponent(fullName)}`,
    { headers: auth },
  );
  expect(search.status()).toBe(200);
  const rows = (await search.json()) as {
    id: number;
    full_name: string;
    gpa: string;
    job: { id: number; title: string };
    cv: string;
  }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    full_name: fullName,
    gpa: 'Very good',
    job: { id: job.id, title },
  });
  const cv = await request.get(rows[0].cv, { headers: auth });
  expect(cv.status()).toBe(200);
  expect((await cv.body()).toString()).toBe(PDF);
});

test('careers: the application form shows the server message when the CV is not a document', async ({
  page,
}, testInfo) => {
  await page.goto('/projects');
  const first = page.getByRole('region', { name: /^Jobs/ }).getByRole('button').first();
  await first.click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Apply now/ })
    .click();
  await expect(page).toHaveURL(/\/applynow\/\d+$/);

  const fake = testInfo.outputPath('not-really.pdf');
  await fs.writeFile(fake, 'just some text pretending to be a PDF');
  await page.getByLabel('Full name').fill(unique('Omar '));
  await page.getByLabel('Country').fill('Egypt');
  await page.getByLabel('Email').fill(`${unique()}@example.com`);
  await page.getByLabel('CV', { exact: true }).setInputFiles(fake);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('alert')).toHaveText('The CV must be a PDF, DOC, DOCX or image file');
  await expect(page).toHaveURL(/\/applynow\/\d+$/);
});
