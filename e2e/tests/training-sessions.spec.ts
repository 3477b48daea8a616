import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerUser } from './support/accounts';
import { E2E_ADMIN } from './support/constants';

interface Course {
  id: number;
  name: string;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A course of its own for this flow (the catalogue's seeded sessions stay untouched). */
async function courseWithSession(request: APIRequestContext, token: string, capacity: number) {
  const courses = (await (await request.get('/api/courses')).json()) as Course[];
  const course = courses[courses.length - 1];
  const response = await request.post('/api/course-sessions', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      course_id: course.id,
      starts_at: '2032-03-14T09:00',
      ends_at: '2032-03-16T16:00',
      location: `E2E hall ${Date.now()}`,
      capacity,
      language: 'English',
    },
  });
  expect(response.status()).toBe(201);
  const session = (await response.json()) as { id: number; location: string };
  return { course, session };
}

async function pay(page: Page) {
  const toPayment = page.getByRole('button', { name: 'To payment' });
  await page.locator('input[name="city"]').fill('Cairo');
  await expect(toPayment).toBeEnabled();
  await toPayment.click();
  await expect(page).toHaveURL(/\/emulator\/paymob\//);
  await page.getByLabel('Card number').fill('5123456789012346');
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-result\?order=/);
}

test('books a dated session, sees seats left drop, fills it and joins its waitlist', async ({
  page,
  request,
  baseURL,
}) => {
  // Three buyers pay through the emulator and staff work the dashboard: a long flow on 2 cores.
  test.setTimeout(120_000);
  const token = await staffToken(request);
  const { course, session } = await courseWithSession(request, token, 2);
  const row = () => page.getByTestId(`session-${session.id}`);

  // The first buyer books the session through the emulator.
  const first = await registerUser(request, 'Karim Session');
  await page.context().addCookies([{ name: 'eng', value: first.token, url: baseURL }]);
  await page.goto(`/courses/${course.id}`);
  await expect(row()).toContainText('2 seats left');
  await expect(row()).toContainText('09:00');
  await row().getByRole('link', { name: 'BOOK NOW' }).click();
  await expect(page).toHaveURL(new RegExp(`/coursespayment/${course.id}\\?session=${session.id}$`));
  await pay(page);
  await expect(page.getByText(/your seat on .* is booked/)).toBeVisible();

  // Seats left dropped for the next visitor, who takes the last seat.
  const second = await registerUser(request, 'Mona Session');
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'eng', value: second.token, url: baseURL }]);
  await page.goto(`/courses/${course.id}`);
  await expect(row()).toContainText('1 seat left');
  await row().getByRole('link', { name: 'BOOK NOW' }).click();
  await pay(page);

  // Full: the third visitor joins the waitlist instead.
  const third = await registerUser(request, 'Omar Waiting');
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'eng', value: third.token, url: baseURL }]);
  await page.goto(`/courses/${course.id}`);
  await expect(row()).toContainText('Full — join the waitlist');
  await row().getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(row().getByRole('status')).toHaveText('You are number 1 on the waitlist');
  const queue = await request.get(`/api/course-sessions/${session.id}/waitlist`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await queue.json()) as { status: string }[]).map((entry) => entry.status)).toEqual([
    'waiting',
  ]);
  // The waitlist place shows in the buyer's profile (issue 22).
  await page.goto('/profile');
  const place = page.getByTestId(`waitlist-${session.id}`);
  await expect(place).toContainText(course.name);
  await expect(place).toContainText('You are number 1 on the waitlist');

  // Staff see the session's people in the dashboard, mark attendance in one list with one Save,
  // and cancel it with a reason (issue 22).
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'eng', value: token, url: baseURL }]);
  await page.goto(`/dashboard/course-sessions/${session.id}`);
  const attendance = page.getByRole('list', { name: 'Attendance' });
  await expect(attendance).toContainText('Karim Session');
  await expect(attendance).toContainText('Mona Session');
  await expect(page.getByRole('table', { name: 'Waitlist' })).toContainText('Omar Waiting');
  await page.getByRole('checkbox', { name: /^Karim Session/ }).check();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await expect
    .poll(async () => {
      const list = await request.get(`/api/course-sessions/${session.id}/attendees`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await list.json()) as { name: string; attended: boolean }[])
        .filter((attendee) => attendee.attended)
        .map((attendee) => attendee.name);
    })
    .toEqual(['Karim Session']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv).toMatch(/^\uFEFFName,Email,Phone,Company,Booked at \(UTC\),Attended\r\n/);
  expect(csv).toMatch(/Karim Session,[^\r]*,yes\r\n/);
  await page.getByRole('button', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('The instructor is ill');
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText(/Session cancelled/).first()).toBeVisible();
  const cancelled = await request.get(`/api/course-sessions/${session.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await cancelled.json()) as { status: string }).status).toBe('cancelled');

  // The buyer's side of the cancelled session (issue 22): cancelled with a refund due and the
  // staff's reason, no calendar entry, and the course bookable again.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'eng', value: first.token, url: baseURL }]);
  await page.goto('/profile');
  const card = page
    .getByRole('region', { name: 'COURSES' })
    .getByRole('article')
    .filter({ hasText: course.name });
  await expect(card.locator('span', { hasText: /^Cancelled$/ })).toBeVisible();
  await expect(card).toContainText(/Refund due|Refund requested|Refunded/);
  await expect(card).toContainText('The instructor is ill');
  await expect(card.getByRole('button', { name: /calendar/ })).toHaveCount(0);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'BOOKED' })).toHaveCount(0);
});
