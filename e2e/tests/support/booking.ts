import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN, unique } from './constants';

/** The emulator's test cards (shared/reference/paymob.md). */
export const CARD_OK = '5123456789012346';
export const CARD_DECLINED = '4000000000000002';

export interface CourseRow {
  id: number;
  name: string;
}

export interface SessionRow {
  id: number;
  course_id: number;
  starts_at: string;
  ends_at: string;
  location: string;
  language: string;
}

/** A bearer token of the run's administrator (staff API calls). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email_or_phone: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The demo catalogue's course at `index` from the end (the first courses carry demo dates). */
export async function courseFromEnd(request: APIRequestContext, index: number): Promise<CourseRow> {
  const courses = (await (await request.get('/api/courses')).json()) as CourseRow[];
  const course = courses[courses.length - 1 - index];
  if (!course) throw new Error('The demo catalogue has too few courses');
  return course;
}

/**
 * A new dated session (Cairo wall-clock times, `YYYY-MM-DDTHH:mm`) with a place of its own, so
 * a test finds its session by place whatever other runs left on the course.
 */
export async function createSession(
  request: APIRequestContext,
  token: string,
  course: CourseRow,
  {
    starts,
    ends,
    capacity = 20,
    language = 'English',
  }: {
    starts: string;
    ends: string;
    capacity?: number;
    language?: string;
  },
): Promise<SessionRow> {
  const response = await request.post('/api/course-sessions', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      course_id: course.id,
      starts_at: starts,
      ends_at: ends,
      location: `Hall ${unique('h')}, New Cairo`,
      capacity,
      language,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SessionRow;
}

/** Signs the browser in with an account's token (the site's session cookie). */
export async function signIn(page: Page, baseURL: string | undefined, token: string) {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'eng', value: token, url: baseURL }]);
}

/** Checkout's billing form: name and phone come from the account; the city is typed. */
export async function fillBilling(page: Page) {
  const toPayment = page.getByRole('button', { name: 'To payment' });
  await page.locator('input[name="city"]').fill('Cairo');
  await expect(toPayment).toBeEnabled();
  await toPayment.click();
  await expect(page).toHaveURL(/\/emulator\/paymob\//);
}

/** Pays on the emulator's card page (the browser is on it). */
export async function payOnEmulator(page: Page, card = CARD_OK) {
  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The buyer's bookings and waitlist places, as the API answers them. */
export async function myBookings(request: APIRequestContext, token: string) {
  const response = await request.get('/api/sessions/mine', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    bookings: {
      purchase_id: number;
      status: string;
      refund_status: string;
      session: { id: number } | null;
      course: { id: number };
    }[];
  };
}

/**
 * A full-page screenshot under the test's output folder, and in E2E_SHOTS_DIR when set (the
 * screens a person looks at before a release).
 */
export async function shoot(page: Page, name: string, testInfo: TestInfo) {
  const width = page.viewportSize()?.width ?? 0;
  const file = `${name}-${width}.png`;
  // From the top, where the header is in its place (it hides while the page scrolls down).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(testInfo.outputPath(file), path.join(dir, file));
  }
}

/** Serious or critical axe findings on the page as it is now (WCAG 2.1 A/AA). */
export async function seriousA11yFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ iframes: false })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}
