import fs from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, unique, uniquePhone } from './support/constants';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGElEQVR42mNkYPhfz0AEYBxVSF+FAP5FDvFNJ4LtAAAAAElFTkSuQmCC',
  'base64',
);
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * Fills the public login form. The page is prerendered: typing before it comes alive is lost,
 * and React ignores a later fill with the same text, so each try clears the fields first.
 */
async function fillLogin(page: Page, email: string, password: string) {
  const button = page.getByRole('button', { name: 'Login' });
  const emailInput = page.locator('input[name="email_or_phone"]');
  const passwordInput = page.locator('input[name="password"]');
  await expect(async () => {
    await emailInput.fill('');
    await passwordInput.fill('');
    await emailInput.fill(email);
    await passwordInput.fill(password);
    await expect(button).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await button.click();
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fillLogin(page, email, password);
}

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login', { data: { email_or_phone: email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Chooses an option of a react-admin (MUI) select by its label. */
async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function searchList(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await expect(page.getByText('Searching...')).toBeHidden();
}

test('staff flow: 2001 adds an admin, who runs the catalogue, jobs, applications and certificates', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);

  // 1. The top role adds a 1996 admin.
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard\/users/);
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  // The create button is on the list (issue 26 item 11).
  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\/create$/);

  const admin = {
    name: unique('Mariam Admin '),
    email: `${unique('admin')}@example.com`,
    password: 'Adm1n-pass!',
  };
  const save = page.getByRole('button', { name: 'Save' });
  await page.locator('input[name="name"]').fill(admin.name);
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="phone"]').fill(uniquePhone());
  await page.locator('input[name="company"]').fill('Petrolink');
  await page.locator('input[name="password"]').fill('short');
  await expect(page.getByRole('combobox', { name: /Role/ })).toHaveText('Select Role');
  await choose(page, /Role/, 'Admin');
  await expect(save).toBeDisabled(); // the password must be 8 to 128 characters (DECISIONS 16)
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('input[name="password_confirmation"]').fill(admin.password);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await searchList(page, admin.email);
  await expect(page.getByRole('row', { name: new RegExp(admin.email) })).toContainText('Admin');

  // 2. The new admin signs in and lands on the courses; the user screens are not theirs.
  await page.context().clearCookies();
  await login(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  // The whole name (issue 26 item 7).
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveText(admin.name);
  await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await page.goto('/dashboard/users');
  await expect(page.getByText("You don't have premission to access this page.")).toBeVisible();

  // 3. Category → subcategory → course with an image (legacy paths of spec §2).
  const category = unique('Subsea ');
  await page.goto('/dashboard/addcategory');
  await expect(page).toHaveURL(/\/dashboard\/categories\/create$/);
  await page.locator('input[name="title"]').fill(category);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/categories$/);
  await expect(page.getByText(category)).toBeVisible();

  const subcategory = unique('Umbilicals ');
  await page.goto('/dashboard/addsubcategory');
  await expect(page).toHaveURL(/\/dashboard\/subcategories\/create$/);
  await choose(page, /^Category/, category);
  await page.locator('input[name="title"]').fill(subcategory);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subcategories$/);
  await expect(page.getByRole('row', { name: new RegExp(subcategory) })).toContainText(category);

  const course = { name: unique('Subsea Intervention '), classification: unique('SS-') };
  const imagePath = testInfo.outputPath('course.png');
  await fs.writeFile(imagePath, PNG);
  await page.goto('/dashboard/addcourse');
  await expect(page).toHaveURL(/\/dashboard\/courses\/create$/);
  const courseSave = page.getByRole('button', { name: 'Save' });
  await choose(page, /^Category/, category);
  await choose(page, /^Subcategory/, subcategory);
  await page.locator('input[name="discipline"]').fill('Subsea');
  await page.locator('input[name="classification"]').fill(course.classification);
  await page.locator('input[name="name"]').fill(course.name);
  await page.locator('input[name="instructor"]').fill('Eng. Karim Adel');
  await page.locator('input[name="time"]').fill('5 days, 9:00–16:00');
  await page.locator('input[name="location"]').fill('Cairo');
  await page.locator('input[name="price"]').fill('12500');
  await page.locator('.ProseMirror').first().click();
  await page.keyboard.type('Planning and running light well intervention.');
  await expect(courseSave).toBeDisabled(); // the image is required on add
  await page.locator('input[type="file"]').setInputFiles(imagePath);
  await expect(page.locator('img[src^="blob:"]')).toBeVisible(); // the preview
  await expect(courseSave).toBeEnabled();
  await courseSave.click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  await searchList(page, course.name);
  const courseRow = page.getByRole('row', { name: new RegExp(course.name) });
  await expect(courseRow).toContainText(course.classification);
  await expect(courseRow).toContainText('Planning and ru...');
  await expect(courseRow.locator('img')).toHaveAttribute('src', /^\/storage\//);

  // … and it is on the public training page.
  const visitor = await browser.newPage();
  await visitor.goto('/courses');
  await visitor.getByRole('tab', { name: category }).click();
  await visitor.getByRole('button', { name: new RegExp(subcategory) }).click();
  await expect(visitor.getByRole('dialog')).toContainText(course.name);

  // 4. A job, shown on the careers page.
  const jobTitle = unique('Subsea Engineer ');
  await page.goto('/dashboard/job/add');
  await expect(page).toHaveURL(/\/dashboard\/jobs\/create$/);
  await expect(page.getByRole('combobox', { name: /Job for/ })).toHaveText('Select job type');
  await choose(page, /Job for/, 'All');
  await page.locator('input[name="title"]').fill(jobTitle);
  await page.locator('input[name="category"]').fill('Subsea');
  await page.locator('.ProseMirror').first().click();
  await page.keyboard.type('Rotation 28/28, ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('offshore');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(page.getByText(jobTitle)).toBeVisible();
  const jobs = (await (await request.get('/api/jobs')).json()) as { id: number; title: string }[];
  const job = jobs.find((candidate) => candidate.title === jobTitle)!;
  expect(job).toBeTruthy();

  await visitor.goto('/projects');
  await visitor
    .getByRole('region', { name: /^Jobs/ })
    .getByRole('button', { name: new RegExp(jobTitle) })
    .click();
  const jobDialog = visitor.getByRole('dialog', { name: jobTitle });
  await expect(jobDialog.locator('strong', { hasText: 'offshore' })).toBeVisible();
  await visitor.close();

  // 5. An application from the public form: listed with its job, filtered, CV downloaded.
  const applicant = unique('Nour Applicant ');
  const applied = await request.post('/api/job-requests', {
    multipart: {
      full_name: applicant,
      country: 'Egypt',
      email: `${unique()}@example.com`,
      phone: '01001234567',
      gpa: 'Very good',
      job_id: String(job.id),
      cv: { name: 'nour-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(applied.status()).toBe(201);

  await page.goto('/dashboard/job/jobrequests');
  await expect(page).toHaveURL(/\/dashboard\/job-requests$/);
  await choose(page, /^Job$/, jobTitle);
  await choose(page, /^Grade$/, 'Very good');
  const application = page.getByRole('row', { name: new RegExp(applicant) });
  await expect(application).toContainText(jobTitle);
  await expect(application).toContainText('Very good');
  await expect(application.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    application.getByRole('link', { name: 'Download CV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-cv\.pdf$/);
  const saved = await fs.readFile(await download.path(), 'utf8');
  expect(saved).toBe(PDF);

  // 6. A certificate for a registered user, who sees it on their profile.
  const trainee = {
    name: unique('Trainee '),
    email: `${unique('trainee')}@example.com`,
    password: 'Tr4inee-pass!',
  };
  const registered = await request.post('/api/register', {
    data: {
      ...trainee,
      phone: uniquePhone(),
      company: '',
      password_confirmation: trainee.password,
    },
  });
  expect(registered.status()).toBe(201);

  const certificatePath = testInfo.outputPath('certificate.pdf');
  await fs.writeFile(certificatePath, PDF);
  await page.goto('/dashboard/addcertificate');
  await expect(page).toHaveURL(/\/dashboard\/certificates\/create$/);
  const certificateSave = page.getByRole('button', { name: 'Save' });
  await page.getByRole('combobox', { name: /User/ }).fill(trainee.name);
  await page.getByRole('option', { name: new RegExp(trainee.name) }).click();
  await choose(page, /^Course/, new RegExp(course.classification));
  await expect(certificateSave).toBeDisabled(); // the file is required
  await page.locator('input[type="file"]').setInputFiles(certificatePath);
  await expect(certificateSave).toBeEnabled();
  await certificateSave.click();
  await expect(page).toHaveURL(/\/dashboard\/certificates$/);
  const certificateRow = page.getByRole('row', { name: new RegExp(trainee.name) });
  await expect(certificateRow).toContainText(course.classification);
  await expect(certificateRow.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  const traineePage = await browser.newPage();
  await login(traineePage, trainee.email, trainee.password);
  await expect(traineePage).toHaveURL(/\/$/);
  await traineePage.goto('/profile');
  await expect(
    traineePage.getByRole('link', { name: `Download the certificate for ${course.name}` }),
  ).toBeVisible();
  const traineeToken = await tokenOf(request, trainee.email, trainee.password);
  const mine = await request.get('/api/user/certificates', {
    headers: { Authorization: `Bearer ${traineeToken}` },
  });
  const { certificates } = (await mine.json()) as {
    certificates: { course: { name: string }; download: string }[];
  };
  expect(certificates.map((item) => item.course.name)).toContain(course.name);
  await traineePage.close();
});

test('a signed-in user of role 1997 gets the 403 page on the dashboard', async ({
  page,
  request,
}) => {
  const user = { email: `${unique('member')}@example.com`, password: 'Memb3r-pass!' };
  const registered = await request.post('/api/register', {
    data: {
      name: unique('Member '),
      phone: uniquePhone(),
      company: '',
      ...user,
      password_confirmation: user.password,
    },
  });
  expect(registered.status()).toBe(201);
  await login(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);

  for (const path of ['/dashboard', '/dashboard/courses', '/dashboard/addcategory']) {
    await page.goto(path);
    await expect(page.getByText('403')).toBeVisible();
    await expect(page.getByText('Not Found')).toBeVisible();
    await expect(page.getByText("You don't have premission to access this page.")).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Return to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed out, the dashboard sends to /login and back to the page after signing in', async ({
  page,
}) => {
  await page.goto('/dashboard/categories');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fcategories$/);
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // Staff land on their role's page (DECISIONS 12 honours redirectTo for role 1997 only).
  await expect(page).toHaveURL(/\/dashboard\/users$/);
});
