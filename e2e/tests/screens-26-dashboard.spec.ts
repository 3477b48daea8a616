import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { registerUser } from './support/accounts';
import { E2E_ADMIN, E2E_PORT, unique, uniquePhone } from './support/constants';

/** Issue 26, the dashboard's items: 7, 11, 12, 14, 16 and 18, at 375 and 1280 px. */

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** 'Fri 27 Nov 2026, 09:05': a moment as every dashboard list writes it (Cairo time). */
const MOMENT = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;

async function tokenFor(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login', {
    data: { email_or_phone: email, password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const staffToken = (request: APIRequestContext) =>
  tokenFor(request, E2E_ADMIN.email, E2E_ADMIN.password);

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

/** Whether the account button's name is cut (its text is wider than its box). */
const nameIsCut = (page: Page) =>
  page
    .getByRole('button', { name: 'Profile' })
    .locator('.user-menu-name')
    .evaluate((span) => span.scrollWidth > span.clientWidth + 1);

test('item 11: a grouped menu of at most 14 entries fits 1280x800; the Overview first and home; create on each list', async ({
  page,
  context,
  request,
}, testInfo) => {
  await signIn(context, await staffToken(request));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const menu = page.locator('.RaMenu-open').getByRole('menuitem');
  await expect(menu.first()).toHaveText('Overview');
  await expect(menu.first()).toHaveAttribute('aria-current', 'page');
  const labels = await menu.allTextContents();
  expect(labels.length).toBeLessThanOrEqual(14);
  expect(labels.filter((label) => /^Add /.test(label))).toEqual([]);
  for (const label of ['Users', 'Courses', 'Sessions', 'Bookings', 'Categories', 'Payments'])
    expect(labels).toContain(label);
  expect(labels).not.toContain('Payment');
  for (const group of ['Website', 'Training', 'Careers', 'People', 'Money', 'System'])
    await expect(page.locator('.RaMenu-open').getByText(group, { exact: true })).toBeVisible();

  // The whole menu on the screen, nothing to scroll.
  const last = await menu.last().boundingBox();
  expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(800);
  const sidebar = page.locator('.RaSidebar-fixed');
  const { scroll, client } = await sidebar.evaluate((node) => ({
    scroll: node.scrollHeight,
    client: node.clientHeight,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  await shoot(page, testInfo, 'menu-1280x800');

  // Each list offers its own create button.
  const creates: [string, string][] = [
    ['users', 'Add user'],
    ['jobs', 'Add job'],
    ['categories', 'Add category'],
    ['subcategories', 'Add subcategory'],
    ['courses', 'Add course'],
    ['course-sessions', 'Add session'],
    ['certificates', 'Add certificate'],
  ];
  for (const [path, label] of creates) {
    await page.goto(`/dashboard/${path}`);
    const create = page.getByRole('link', { name: label, exact: true });
    await expect(create).toBeVisible();
    await expect(create).toHaveAttribute('href', `/dashboard/${path}/create`);
  }

  // Subcategories sit under the Categories entry, a tab away.
  await page.goto('/dashboard/categories');
  await page.getByRole('tab', { name: 'Subcategories' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subcategories$/);
  await expect(page.getByRole('menuitem', { name: 'Categories' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('tab', { name: 'Subcategories' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await shoot(page, testInfo, 'subcategories-1280');

  // A tablet (768 px, the docked sidebar's narrowest): the menu still fits a 1024 px height.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/dashboard/courses');
  await expect(page.locator('.RaMenu-open').getByRole('menuitem').last()).toBeInViewport();
  await expectNoSideScroll(page, 768);
  await shoot(page, testInfo, 'menu-768');

  // Phones: the overlay holds every entry; the create button floats on the list.
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mail outbox' })).toBeVisible();
  await expect(page.locator('.RaMenu-open').getByText('Training', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'menu-375');
  await page.getByRole('menuitem', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/dashboard\/categories$/);
  await expect(page.getByRole('link', { name: 'Add category' })).toBeVisible();
  await expectNoSideScroll(page, 375);
  await shoot(page, testInfo, 'categories-375');
});

test('item 11: the 403 page keeps the spec text; signed-in staff keep their landing pages', async ({
  page,
  context,
  request,
}) => {
  const member = await registerUser(request, 'Nour Member', 'h2member');
  await signIn(context, member.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByText("You don't have premission to access this page.")).toBeVisible();
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await context.clearCookies();

  await page.goto('/login');
  await page.locator('input[name="email_or_phone"]').fill(E2E_ADMIN.email);
  await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  // The dashboard's home is the Overview.
  await page.getByRole('menuitem', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('item 7: the account button shows the whole name; only a long name on a phone is cut', async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await staffToken(request);
  await signIn(context, token);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/courses');
    await expect(page.getByRole('button', { name: 'Profile' })).toHaveText('Administrator');
    expect(await nameIsCut(page)).toBe(false);
    await shoot(page, testInfo, `account-${width}`);
  }

  const name = 'Mariam Abdelrahman El-Sayed Hassan';
  const email = `${unique('longname')}@example.com`;
  const password = 'Adm1n-pass!';
  const created = await request.post('/api/users', {
    headers: bearer(token),
    data: {
      name,
      email,
      phone: uniquePhone(),
      company: 'Petrolink',
      role: '1996',
      password,
      password_confirmation: password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signIn(context, await tokenFor(request, email, password));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/courses');
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveText(name);
  expect(await nameIsCut(page)).toBe(false);
  await shoot(page, testInfo, 'account-long-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => nameIsCut(page)).toBe(true);
  await expectNoSideScroll(page, 375);
  await shoot(page, testInfo, 'account-long-375');
});

test('item 12: an application reads in one casing; on a phone its row shows applicant, job and stage', async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await staffToken(request);
  const jobTitle = unique('Wireline Engineer ');
  const job = await request.post('/api/jobs', {
    headers: bearer(token),
    data: { title: jobTitle, category: 'Wireline', type: 'all', description: '<p>Logs.</p>' },
  });
  expect(job.status()).toBe(201);
  const applicant = unique('Omar Casing ');
  const applied = await request.post('/api/job-requests', {
    multipart: {
      full_name: applicant,
      country: 'Egypt',
      email: `${unique('omar')}@example.com`,
      phone: '01012345678',
      gpa: 'Very good',
      job_id: String(((await job.json()) as { id: number }).id),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const id = ((await applied.json()) as { id: number }).id;
  await signIn(context, token);

  // The application screen: labels as people write them, none in capitals.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/job-requests/${id}/show`);
  await expect(page.getByText(applicant).first()).toBeVisible();
  const main = page.locator('#main-content');
  for (const label of ['Name', 'Country', 'Email', 'Phone', 'Job', 'CV', 'Grade', 'Stage'])
    await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
  for (const shouting of ['NAME', 'COUNTRY', 'EMAIL', 'PHONE'])
    await expect(main.getByText(shouting, { exact: true })).toHaveCount(0);
  await shoot(page, testInfo, 'application-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/dashboard/job-requests/${id}/show`);
  await expect(page.getByText(applicant).first()).toBeVisible();
  await expectNoSideScroll(page, 375);
  await shoot(page, testInfo, 'application-375');

  await page.goto('/dashboard/job-requests');
  await page.getByRole('searchbox').fill(applicant);
  const item = page.locator('ul[aria-label="Job requests"] > li', { hasText: applicant });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Job:');
  await expect(item).toContainText(jobTitle);
  await expect(item).toContainText('Stage:');
  await expect(item).toContainText('New');
  // The CV is an icon beside the facts, never over them.
  const jobBox = (await item.getByText(jobTitle).boundingBox())!;
  const cv = (await item.getByRole('link', { name: 'Download CV' }).boundingBox())!;
  expect(jobBox.x + jobBox.width).toBeLessThanOrEqual(cv.x);
  await expectNoSideScroll(page, 375);
  await shoot(page, testInfo, 'job-requests-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('row', { name: new RegExp(applicant) })).toContainText(jobTitle);
  await shoot(page, testInfo, 'job-requests-1280');
});

test('item 14: the outbox opens on the mail itself; dates with times; kinds as words', async ({
  page,
  context,
  request,
}, testInfo) => {
  const name = unique('Outbox first ');
  const sent = await request.post('/api/contact', {
    data: {
      name,
      country: 'Oman',
      email: `${unique()}@example.com`,
      message: 'The ESP trips twice a day.',
    },
  });
  expect(sent.ok()).toBe(true);
  const subject = `Website enquiry from ${name} (Oman)`;
  await signIn(context, await staffToken(request));

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/mail-outbox');
    const row = page.getByText(subject).first();
    await expect(row).toBeVisible();
    if (width === 1280) {
      const tableRow = page.getByRole('row', { name: new RegExp(name) });
      await expect(tableRow).toContainText('Website enquiry (to staff)');
      await expect(tableRow).toContainText(MOMENT);
      await expect(tableRow).not.toContainText('contact-message');
    } else {
      const item = page.locator('ul[aria-label="Mail outbox"] > li', { hasText: subject });
      await expect(item).toContainText(MOMENT);
    }
    await expectNoSideScroll(page, width);
    await shoot(page, testInfo, `outbox-list-${width}`);

    await row.click();
    await expect(page).toHaveURL(/\/dashboard\/mail-outbox\/\d+\/show$/);
    const frame = page.locator('iframe[title="Mail"]');
    await expect(frame.contentFrame().getByText('The ESP trips twice a day.')).toBeVisible();
    // Subject and body come first: the body starts on the first screen, above the facts.
    const frameBox = await frame.boundingBox();
    expect(frameBox?.y ?? 9999).toBeLessThan(800 - 150);
    const main = page.locator('#main-content');
    const subjectBox = await main.getByText(subject, { exact: true }).first().boundingBox();
    expect(subjectBox?.y ?? 9999).toBeLessThan(frameBox?.y ?? 0);
    const toLabel = await main.getByText('To', { exact: true }).first().boundingBox();
    expect(toLabel?.y ?? 0).toBeGreaterThan(frameBox?.y ?? 9999);
    await expect(main.getByText(MOMENT).first()).toBeVisible();
    await expect(main.getByText('Website enquiry (to staff)', { exact: true })).toBeVisible();
    await expectNoSideScroll(page, width);
    await shoot(page, testInfo, `outbox-mail-${width}`);
  }
});

test('items 16 and 18: overview names courses whole and opens sessions at their attendees; payments show course and state on phones', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await staffToken(request);
  const courses = (await (await request.get('/api/courses')).json()) as {
    id: number;
    name: string;
  }[];
  const course = courses.find((each) => each.name.startsWith('Electrical Submersible'))!;
  expect(course, 'the demo catalogue has the ESP course').toBeTruthy();
  const session = await request.post('/api/course-sessions', {
    headers: bearer(token),
    data: {
      course_id: course.id,
      starts_at: '2031-05-11T09:00',
      ends_at: '2031-05-13T16:00',
      location: `H2 hall ${unique('s')}`,
      capacity: 12,
      language: 'English',
    },
  });
  expect(session.status(), await session.text()).toBe(201);
  const buyer = await registerUser(request, 'Heba Screens', 'h2pay');
  const started = await request.post('/api/paymob/initiate-payment', {
    headers: bearer(buyer.token),
    data: {
      course_id: course.id,
      session_id: ((await session.json()) as { id: number }).id,
      first_name: 'Heba',
      last_name: 'Screens',
      phone_number: '01012345678',
      city: 'Cairo',
      street: '90th Street',
      building: '12',
      floor: '3',
      apartment: '4',
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { iframe_url } = (await started.json()) as { iframe_url: string };
  await page.goto(iframe_url);
  await page.getByLabel('Card number').fill('5123456789012346');
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-result\?order=/);

  await signIn(context, token);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    const bookings = page.getByRole('region', { name: /^Bookings per course/ });
    const name = bookings.getByRole('link', { name: course.name, exact: true });
    await expect(name).toBeVisible();
    await expect(bookings).not.toContainText('…');
    // Whole, and inside its card (wrapped where it needs to).
    const nameBox = (await name.boundingBox())!;
    const panelBox = (await bookings.boundingBox())!;
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    await expectNoSideScroll(page, width);
    await shoot(page, testInfo, `overview-${width}`);

    // An upcoming session opens at its bookings and attendance.
    const sessions = page.getByRole('region', { name: /^Upcoming sessions/ });
    await sessions.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/course-sessions\/\d+#session-people$/);
    const heading = page.getByRole('heading', { name: /Bookings and attendance/ });
    await expect(heading).toBeInViewport();
    await shoot(page, testInfo, `session-attendees-${width}`);

    // The course's name opens its bookings.
    await page.goto('/dashboard');
    await name.click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\?filter=/);
    await expect(page.getByText('Heba Screens').first()).toBeVisible();
  }

  // Payments: the email column holds a whole address at 1280; phones show course and state.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/payments');
  // As a laptop shows it: with the sidebar open (the phone run above closed it).
  await page.locator('.RaMenu-open, .RaMenu-closed').waitFor();
  if (await page.locator('.RaMenu-closed').isVisible())
    await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('.RaMenu-open')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(buyer.email);
  const row = page.getByRole('row', { name: new RegExp(buyer.email) });
  await expect(row).toContainText(course.name);
  const email = row.getByRole('link', { name: buyer.email });
  const cell = await row.locator('td.column-email').boundingBox();
  expect(cell?.width ?? 0).toBeGreaterThanOrEqual(200);
  // Never cut inside its name or its domain: on one line, or broken right after the '@'.
  expect(
    await email.evaluate((link) =>
      [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .every((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return lines.size === 1;
        }),
    ),
  ).toBe(true);
  await expectNoSideScroll(page, 1280);
  // The table fits its card: nothing to scroll sideways inside it either.
  const table = page.locator('table');
  expect(
    await table.evaluate((node) => node.scrollWidth - (node.parentElement?.clientWidth ?? 0)),
  ).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'payments-1280');

  await page.setViewportSize({ width: 375, height: 900 });
  // A phone opens the dashboard with the sidebar closed (App.tsx): load it as one does.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(buyer.email);
  const item = page.locator('ul[aria-label="Payments"] > li', { hasText: 'Heba' }).first();
  await expect(item).toContainText('Course:');
  await expect(item).toContainText(course.name);
  await expect(item).toContainText('State:');
  await expect(item).toContainText('Paid');
  await expect(item).toContainText('EGP');
  await expectNoSideScroll(page, 375);
  await shoot(page, testInfo, 'payments-375');
});
