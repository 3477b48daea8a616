import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerUser, type Account } from './support/accounts';
import { E2E_ADMIN, E2E_PORT, unique } from './support/constants';

/**
 * Issue 22, the staff side: a session made with the date-time picker; a cancelled session's
 * bookings flagged for a refund, refunded from the payments list until Paymob's callback says
 * "Refunded"; a booking moved to another date; attendance, then certificates for the session.
 * Each flow runs on a phone (375 px) and a desktop (1280 px); screenshots at 375, 768 and
 * 1280 px go to E2E_SHOTS_DIR when it is set.
 */

const CARD_OK = '5123456789012346';
const ZONE = 'Africa/Cairo';

interface Course {
  id: number;
  name: string;
}
interface Session {
  id: number;
  course_id: number;
  starts_at: string;
  ends_at: string;
  location: string;
}

/** 'Wed 10 Feb 2027, 09:00–16:00' in Cairo, as the dashboard writes a one-day session. */
function dayLabel(iso: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
    .format(new Date(iso))
    .replace(',', '');
  return day;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A course of the demo catalogue counted from the end (the first ones carry demo dates). */
async function courseFromEnd(request: APIRequestContext, index: number): Promise<Course> {
  const courses = (await (await request.get('/api/courses')).json()) as Course[];
  return courses[courses.length - 1 - index];
}

/** A one-day session (Cairo wall clock 09:00–16:00) at a place of its own. */
async function createSession(
  request: APIRequestContext,
  token: string,
  course: Course,
  day: string,
  capacity = 10,
): Promise<Session> {
  const response = await request.post('/api/course-sessions', {
    headers: bearer(token),
    data: {
      course_id: course.id,
      starts_at: `${day}T09:00`,
      ends_at: `${day}T16:00`,
      location: `Staff hall ${unique('s')}`,
      capacity,
      language: 'English',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Session;
}

/** A buyer who paid for `session` through the emulator's card page; answers the account. */
async function bookedBuyer(
  page: Page,
  request: APIRequestContext,
  name: string,
  course: Course,
  session: Session,
): Promise<Account> {
  const buyer = await registerUser(request, name, 'staffflow');
  const started = await request.post('/api/paymob/initiate-payment', {
    headers: bearer(buyer.token),
    data: {
      course_id: course.id,
      session_id: session.id,
      first_name: name.split(' ')[0],
      last_name: name.split(' ').slice(1).join(' ') || 'Buyer',
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
  const payment = await page.context().newPage();
  await payment.goto(iframe_url);
  await payment.getByLabel('Card number').fill(CARD_OK);
  await payment.getByLabel('Name on card').fill('Test Account');
  await payment.getByLabel('Expiry (MM/YY)').fill('01/39');
  await payment.getByLabel('CVV').fill('123');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(payment).toHaveURL(/\/payment-result\?order=/);
  await payment.close();
  await expect
    .poll(async () => (await bookingsOf(request, buyer)).map((booking) => booking.status))
    .toEqual(['booked']);
  return buyer;
}

async function bookingsOf(request: APIRequestContext, buyer: Account) {
  const response = await request.get('/api/sessions/mine', { headers: bearer(buyer.token) });
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      bookings: {
        purchase_id: number;
        status: string;
        refund_status: string;
        session: { id: number } | null;
      }[];
    }
  ).bookings;
}

async function signInStaff(page: Page, token: string) {
  await page
    .context()
    .addCookies([{ name: 'eng', value: token, url: `http://127.0.0.1:${E2E_PORT}` }]);
}

/** A full-page screenshot in the test's folder, and in E2E_SHOTS_DIR when set. */
async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const file = `${name}-${width}.png`;
  const target = test.info().outputPath(file);
  await page.waitForTimeout(250); // animations of dialogs and chips
  await page.screenshot({ path: target, fullPage: true });
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(target, path.join(dir, file));
  }
}

/** The page never scrolls sideways. */
async function expectFits(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** Types a Cairo date and time into a picker, section by section (DD/MM/YYYY HH:mm). */
async function pick(page: Page, source: string, digits: string) {
  const field = page.locator(`.ra-input-${source}`);
  await field.locator('[role="spinbutton"]').first().click();
  await page.keyboard.type(digits);
}

/** The bookings list narrowed to one session (react-admin keeps filters in the address). */
const bookingsOfSession = (sessionId: number) =>
  `/dashboard/bookings?filter=${encodeURIComponent(JSON.stringify({ session_id: sessionId }))}`;

/** A row of a list: the table's row at 1280 px, the compact list's item on a phone. */
const rowWith = (page: Page, text: string) =>
  page.locator('tr, li').filter({ hasText: text }).last();

for (const width of [375, 1280]) {
  test.describe(`staff at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each flow pays through the emulator first: give a busy machine room.
    test.describe.configure({ timeout: 150_000 });

    test('creates a session with the date-time picker, in Cairo time, one pair of fields', async ({
      page,
      request,
    }) => {
      const token = await staffToken(request);
      const course = await courseFromEnd(request, 3);
      await signInStaff(page, token);
      await page.goto(`/dashboard/course-sessions/create`);
      await page.getByRole('combobox', { name: /Course/ }).click();
      await page.getByRole('option', { name: course.name, exact: true }).click();
      // One pair: no text times, no second (unstarred) pair.
      await expect(page.locator('.ra-input-starts_at')).toHaveCount(1);
      await expect(page.locator('.ra-input-ends_at')).toHaveCount(1);
      await expect(page.getByText(/YYYY-MM-DDTHH:mm/)).toHaveCount(0);
      await expect(page.getByText('Starts at', { exact: true })).toHaveCount(0);
      // 10 Feb 2033, 09:00 → 16:00 Cairo time.
      await pick(page, 'starts_at', '100220330900');
      await pick(page, 'ends_at', '100220331600');
      await expect(page.locator('.ra-input-ends_at')).toContainText('Duration: 7 h');
      // An end before the start: the message sits under Ends.
      await pick(page, 'ends_at', '100220330800');
      await page.getByLabel(/Location/).click();
      await expect(page.locator('.ra-input-ends_at')).toContainText('Must be after the start');
      await expect(page.locator('.ra-input-starts_at')).not.toContainText('Must be after');
      await pick(page, 'ends_at', '120220331600');
      await expect(page.locator('.ra-input-ends_at')).toContainText('Duration: 3 days');
      const place = `Picker hall ${unique('p')}`;
      await page.getByLabel(/Location/).fill(place);
      await page.getByLabel(/Capacity/).fill('12');
      await expectFits(page);
      await shoot(page, 'session-form');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/dashboard\/course-sessions$/);
      // Stored as Cairo 09:00 (07:00 UTC in February) and listed as people write it.
      const sessions = (await (
        await request.get(`/api/course-sessions?course_id=${course.id}`, { headers: bearer(token) })
      ).json()) as Session[];
      const made = sessions.find((session) => session.location === place);
      expect(made?.starts_at).toBe('2033-02-10T07:00:00.000Z');
      expect(made?.ends_at).toBe('2033-02-12T14:00:00.000Z');
      await shoot(page, 'sessions-list');
      // Opened again, the session reads in Cairo time as people write it (the list may page it
      // away when the whole suite has made many sessions).
      await page.goto(`/dashboard/course-sessions/${made!.id}`);
      await expect(page.getByText('Thu 10 Feb 2033, Cairo time').first()).toBeVisible();
      await expect(page.locator('.ra-input-ends_at')).toContainText('Duration: 3 days');
    });

    test('cancels a session with bookings (refund due), then refunds from the payments list until Refunded', async ({
      page,
      request,
    }) => {
      const token = await staffToken(request);
      const course = await courseFromEnd(request, 4);
      const session = await createSession(request, token, course, '2033-03-08');
      const buyer = await bookedBuyer(page, request, 'Hany Cancelled', course, session);

      await signInStaff(page, token);
      await page.goto(`/dashboard/course-sessions/${session.id}`);
      await expect(page.getByRole('list', { name: 'Attendance' })).toContainText('Hany Cancelled');
      await shoot(page, 'session-actions');
      await page.getByRole('button', { name: 'Cancel session' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(dayLabel(session.starts_at));
      // The reason is required.
      await dialog.getByRole('button', { name: 'Cancel session' }).click();
      await expect(dialog).toContainText('Required');
      await dialog.getByLabel(/Reason/).fill('The trainer is ill');
      await shoot(page, 'session-cancel-dialog');
      await dialog.getByRole('button', { name: 'Cancel session' }).click();
      await expect(page.getByText(/Session cancelled/).first()).toBeVisible();
      await expect
        .poll(async () =>
          (await bookingsOf(request, buyer)).map((b) => [b.status, b.refund_status]),
        )
        .toEqual([['cancelled', 'due']]);

      // Staff see it among the session's bookings: cancelled, refund due.
      await page.getByRole('link', { name: 'All its bookings' }).click();
      await expect(page).toHaveURL(/\/dashboard\/bookings\?filter=/);
      await expect(rowWith(page, 'Hany Cancelled')).toContainText('Refund due');
      await expectFits(page);
      await shoot(page, 'bookings-list');

      // Refund from the payments list: "Refund requested", then "Refunded" after the callback.
      await page.goto('/dashboard/payment');
      await page.getByRole('searchbox', { name: 'Search by email' }).fill(buyer.email);
      // The search leaves this buyer's payment alone (phones show its name, not the email).
      await expect(page.getByText('1-1 of 1')).toBeVisible();
      const row = rowWith(page, 'Hany');
      await expect(row).toContainText('Paid');
      await expect(row).toContainText('Refund due');
      await row.getByRole('button', { name: 'Refund' }).click();
      const refund = page.getByRole('dialog');
      await expect(refund.getByRole('radio', { name: /^Full:/ })).toBeChecked();
      // A part larger than the payment is refused under the field.
      await refund.getByRole('radio', { name: 'A part of it' }).check();
      await refund.getByLabel(/Amount \(EGP\)/).fill('999999');
      await refund.getByLabel(/Amount \(EGP\)/).blur();
      await expect(refund).toContainText('At most');
      await shoot(page, 'refund-dialog');
      await refund.getByRole('radio', { name: /^Full:/ }).check();
      await refund.getByRole('button', { name: 'Refund' }).click();
      await expect(refund.getByRole('status')).toContainText(/Refund requested|Refunded/);
      await expect(refund.getByRole('status')).toContainText('Refunded', { timeout: 30_000 });
      await shoot(page, 'refund-done');
      await refund.getByRole('button', { name: 'Close' }).click();
      await expect(row).toContainText('Refunded');
      await expect(row).not.toContainText(/True|False/);
      await expectFits(page);
      await shoot(page, 'payments-list');
      await expect
        .poll(async () => (await bookingsOf(request, buyer)).map((b) => b.refund_status))
        .toEqual(['refunded']);
    });

    test('moves a booking to another date of the course', async ({ page, request }) => {
      const token = await staffToken(request);
      const course = await courseFromEnd(request, 5);
      const first = await createSession(request, token, course, '2033-04-05');
      const second = await createSession(request, token, course, '2033-04-19');
      const buyer = await bookedBuyer(page, request, 'Nour Moved', course, first);

      await signInStaff(page, token);
      await page.goto(bookingsOfSession(first.id));
      const row = rowWith(page, 'Nour Moved');
      await expect(row).toContainText(dayLabel(first.starts_at));
      await row.getByRole('button', { name: 'Move' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: new RegExp(second.location) }).check();
      await shoot(page, 'booking-move-dialog');
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      await expect(page.getByText(/Booking moved to/).first()).toBeVisible();
      await expect
        .poll(async () => (await bookingsOf(request, buyer)).map((b) => b.session?.id))
        .toEqual([second.id]);
      await page.goto(bookingsOfSession(second.id));
      await expect(rowWith(page, 'Nour Moved')).toContainText(dayLabel(second.starts_at));
    });

    test('marks attendance in one screen, then issues certificates for the session', async ({
      page,
      request,
    }) => {
      const token = await staffToken(request);
      const course = await courseFromEnd(request, 6);
      const session = await createSession(request, token, course, '2033-05-10');
      const present = await bookedBuyer(page, request, 'Salma Present', course, session);
      await bookedBuyer(page, request, 'Tarek Absent', course, session);

      await signInStaff(page, token);
      await page.goto(`/dashboard/course-sessions/${session.id}`);
      const list = page.getByRole('list', { name: 'Attendance' });
      await expect(list).toContainText('Tarek Absent');
      await list.getByText('Salma Present').click();
      await expect(page.getByText('1 of 2 attended')).toBeVisible();
      await page.getByRole('button', { name: 'Save attendance' }).click();
      await expect(page.getByText(/Attendance saved/).first()).toBeVisible();
      await page.getByRole('button', { name: 'Issue certificates' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Issue certificates' }).click();
      await expect(dialog).toContainText('1 issued, 0 skipped');
      await shoot(page, 'certificates-issued');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      // Once more: nobody new, the attendee is skipped.
      await page.getByRole('button', { name: 'Issue certificates' }).click();
      await dialog.getByRole('button', { name: 'Issue certificates' }).click();
      await expect(dialog).toContainText('0 issued, 1 skipped');

      const certificates = (await (
        await request.get('/api/certificates', { headers: bearer(token) })
      ).json()) as { user_id?: number; session_id?: number | null; user?: unknown }[];
      const forSession = certificates.filter(
        (certificate) => certificate.session_id === session.id,
      );
      expect(forSession).toHaveLength(1);
      expect(JSON.stringify(forSession[0])).toContain('Salma Present');
      expect(present.email).toBeTruthy();
    });
  });
}

test('the staff screens at 768 px (session form, actions, bookings, refund dialog)', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 768, height: 1000 });
  const token = await staffToken(request);
  const course = await courseFromEnd(request, 7);
  const session = await createSession(request, token, course, '2033-06-14');
  const buyer = await bookedBuyer(page, request, 'Rana Tablet', course, session);
  // Another date of the course, for the move dialog to offer.
  const later = await createSession(request, token, course, '2033-06-28');
  await signInStaff(page, token);

  await page.goto(`/dashboard/course-sessions/${session.id}`);
  await expect(page.getByRole('list', { name: 'Attendance' })).toContainText('Rana Tablet');
  await expect(page.locator('.ra-input-ends_at')).toContainText('Duration: 7 h');
  await expectFits(page);
  await shoot(page, 'session-actions');
  await page.getByRole('button', { name: 'Move all bookings' }).click();
  await expect(
    page.getByRole('dialog').getByRole('radio', { name: new RegExp(later.location) }),
  ).toBeVisible();
  await shoot(page, 'session-move-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Keep them here' }).click();

  await page.goto(bookingsOfSession(session.id));
  await expect(rowWith(page, 'Rana Tablet')).toContainText('Booked');
  await expectFits(page);
  await shoot(page, 'bookings-list');

  await page.goto('/dashboard/payment');
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(buyer.email);
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await rowWith(page, 'Rana').getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'A part of it' }).check();
  await page
    .getByRole('dialog')
    .getByLabel(/Amount \(EGP\)/)
    .fill('100');
  await shoot(page, 'refund-dialog');
});
