import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { verifyByMail } from './support/accounts';
import {
  courseFromEnd,
  payOnEmulator,
  signIn,
  staffToken,
  type CourseRow,
} from './support/booking';
import { E2E_ADMIN, unique, uniquePhone } from './support/constants';

/**
 * Issue 26, the public site's items 4 (search by description and keywords), 6 (the Next
 * session line on every course card), 8 (profile without a bare "none"; a revoked certificate
 * as a badge) and 17 (company details on the receipt), each at a phone's 375 px, a tablet's
 * 768 px and a laptop's 1280 px. Screenshots go to the test's output folder and to
 * E2E_SHOTS_DIR when set.
 */
// 768 px too: the checkout's company fields and the certificate rows change layout at 560 px.
const WIDTHS = [375, 768, 1280];

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const file = `${name}-${width}.png`;
  const target = test.info().outputPath(file);
  // From the top, where the header is in its place (it hides while the page scrolls down).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: target, fullPage: true });
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(target, path.join(dir, file));
  }
}

/** A verified account with no company (the profile's empty Company; checkout closed). */
async function plainUser(request: APIRequestContext, name: string) {
  const email = `${unique('site26b')}@example.com`;
  const password = 'Str0ng!pass';
  const response = await request.post('/api/register', {
    data: { name, email, phone: uniquePhone(), password, password_confirmation: password },
  });
  expect(response.ok()).toBe(true);
  const { token, user } = (
    (await response.json()) as {
      data: { token: string; user: { id: number } };
    }
  ).data;
  await verifyByMail(request, email);
  return { token, id: user.id, email };
}

interface UpcomingRow {
  course_id: number;
}

async function pdfText(content: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    /** Items 4 and 6: words of the description and staff keywords; the Next session line. */
    test('course search finds ESP by the description and a keyword staff set; every card shows its next session', async ({
      page,
      request,
    }) => {
      const token = await staffToken(request);
      const courses = (await (await request.get('/api/courses')).json()) as (CourseRow & {
        description: string;
      })[];
      // The demo catalogue's ESP course: "ESP" is in its description, not in its name.
      const esp = courses.find((course) => /\bESP\b/.test(course.description))!;
      expect(esp.name.toLowerCase()).not.toContain('esp');
      // Staff give another course a keyword in the course form's field.
      const tagged = await courseFromEnd(request, 0);
      const keyword = unique('kw').toUpperCase();
      const saved = await request.post(`/api/courses/${tagged.id}`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { keywords: `${keyword}, other name` },
      });
      expect(saved.status(), await saved.text()).toBe(201);

      await page.goto('/courses');
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      const search = page.getByRole('searchbox', { name: 'Find a course' });
      const results = page.getByRole('list', { name: 'Search results' });
      await search.fill('ESP');
      await expect(
        results.getByRole('link', { name: `Learn more about ${esp.name}` }),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /match/ })).toContainText('“ESP”');
      // Item 6: the result card shows the next session, as the group cards do.
      const espCard = results.getByRole('listitem').filter({ hasText: esp.name });
      const upcoming = (await (
        await request.get('/api/sessions/upcoming')
      ).json()) as UpcomingRow[];
      if (upcoming.some((session) => session.course_id === esp.id)) {
        await expect(espCard).toContainText(/Next session: \d{1,2} \w+ \d{4}/);
      }
      await shoot(page, 'search-esp');

      await search.fill(keyword.toLowerCase());
      await expect(
        results.getByRole('link', { name: `Learn more about ${tagged.name}` }),
      ).toBeVisible();
      await expect(results.getByRole('listitem')).toHaveCount(1);
      await shoot(page, 'search-keyword');

      // All courses: every course with an upcoming session shows the line, and only those.
      await page.getByRole('button', { name: /^All courses/ }).click();
      const all = page.getByRole('list', { name: 'All courses' });
      await expect(all.getByRole('listitem')).toHaveCount(courses.length);
      const dated = new Set(upcoming.map((session) => session.course_id));
      expect(dated.size).toBeGreaterThan(0);
      await expect(all.getByText(/^Next session: /)).toHaveCount(
        courses.filter((course) => dated.has(course.id)).length,
      );
      const datedCourse = courses.find((course) => dated.has(course.id))!;
      const line = await all
        .getByRole('listitem')
        .filter({ hasText: datedCourse.name })
        .getByText(/^Next session: /)
        .textContent();
      await shoot(page, 'all-courses');

      // The same line, the same way, in the group's modal.
      await page.getByRole('button', { name: 'By group' }).click();
      const detail = (await (await request.get(`/api/courses/${datedCourse.id}`)).json()) as {
        category: { title: string };
        sub_category: { title: string };
      };
      await page.getByRole('tab', { name: detail.category.title }).click();
      await page.getByRole('button', { name: new RegExp(`^${detail.sub_category.title}`) }).click();
      const modal = page.getByRole('dialog');
      await expect(
        modal
          .getByRole('listitem')
          .filter({ hasText: datedCourse.name })
          .getByText(/^Next session: /),
      ).toHaveText(line!);
    });

    /** Item 4: the keywords are a field of the dashboard's course form, with a hint. */
    test('staff give a course search keywords on its dashboard form; the site then finds it', async ({
      page,
      request,
    }) => {
      const course = await courseFromEnd(request, 2);
      await page.goto('/login');
      const login = page.getByRole('button', { name: 'Login' });
      await expect(async () => {
        await page.locator('input[name="email_or_phone"]').fill(E2E_ADMIN.email);
        await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
        await expect(login).toBeEnabled({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await login.click();
      await expect(page).toHaveURL(/\/dashboard/);

      await page.goto(`/dashboard/courses/${course.id}`);
      const keywords = page.getByRole('textbox', { name: 'Search keywords' });
      await expect(keywords).toBeVisible();
      await expect(page.getByText(/^Other words visitors may search for/)).toBeVisible();
      const keyword = unique('dash').toUpperCase();
      await keywords.fill(`${keyword}, another name`);
      await keywords.scrollIntoViewIfNeeded();
      await shoot(page, 'dashboard-course-keywords');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => {
          const found = await request.get(`/api/courses/search?q=${keyword.toLowerCase()}`);
          return ((await found.json()) as { id: number }[]).map((row) => row.id);
        })
        .toEqual([course.id]);
    });

    /** Item 8: no bare "none"; a revoked certificate is a badge with no active Download. */
    test('profile: quiet empty company and friendly empty lists; a revoked certificate is a badge', async ({
      page,
      request,
      baseURL,
    }) => {
      const name = unique('Hana Empty ');
      const holder = await plainUser(request, name);
      await signIn(page, baseURL, holder.token);
      await page.goto('/profile');
      const company = page.locator('dl > div', { has: page.locator('dt', { hasText: 'COMPANY' }) });
      await expect(company.locator('dd')).toHaveText('Not given');
      const quiet = await company
        .locator('dd > span')
        .evaluate((node) => getComputedStyle(node).fontWeight);
      expect(Number(quiet)).toBeLessThan(600);
      for (const [title, text] of [
        ['FAVOURITES', 'No favourites yet.'],
        ['COURSES', 'No bookings yet.'],
        ['CERTIFICATES', 'No certificates yet.'],
      ]) {
        const section = page.getByRole('region', { name: title });
        await expect(section.getByText(new RegExp(`^${text}`))).toBeVisible();
      }
      await expect(page.getByText(/^\s*none\s*$/i)).toHaveCount(0);
      await shoot(page, 'profile-empty');

      // Two certificates: one stays valid, one is revoked by staff.
      const auth = { Authorization: `Bearer ${await staffToken(request)}` };
      const courses = (await (await request.get('/api/courses')).json()) as CourseRow[];
      const issued: number[] = [];
      for (const course of courses.slice(0, 2)) {
        const generated = await request.post('/api/certificates/generate', {
          headers: auth,
          data: { user_id: holder.id, course_id: course.id },
        });
        expect(generated.status()).toBe(201);
        issued.push(((await generated.json()) as { id: number }).id);
      }
      const revoked = await request.post(`/api/certificates/${issued[1]}/revoke`, {
        headers: auth,
        data: { reason: 'Issued in error' },
      });
      expect(revoked.ok()).toBe(true);

      await page.reload();
      const list = page.getByRole('region', { name: 'CERTIFICATES' });
      const validRow = list.locator('li[data-status="valid"]');
      const revokedRow = list.locator('li[data-status="revoked"]');
      await expect(validRow).toContainText(courses[0].name);
      await expect(revokedRow).toContainText(courses[1].name);
      await expect(validRow.getByRole('link', { name: /^Download the certificate/ })).toBeVisible();
      await expect(revokedRow.getByRole('link', { name: /Download/ })).toHaveCount(0);
      await expect(revokedRow.getByRole('button')).toHaveCount(0);
      const badge = revokedRow.getByText('Revoked', { exact: true });
      await expect(badge).toBeVisible();
      const look = await badge.evaluate((node) => ({
        tag: node.tagName,
        inControl: node.closest('a, button') !== null,
        radius: parseFloat(getComputedStyle(node).borderRadius),
        height: node.getBoundingClientRect().height,
      }));
      // A pill like the bookings' badges: small, round, not a control.
      expect(look.tag).toBe('SPAN');
      expect(look.inControl).toBe(false);
      expect(look.radius).toBeGreaterThan(10);
      expect(look.height).toBeLessThan(32);
      await expect(revokedRow).toContainText('It can no longer be downloaded.');
      await expect(page.getByText(/^\s*none\s*$/i)).toHaveCount(0);
      // Nothing spills sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shoot(page, 'profile-certificates');
    });

    /** Item 17: checkout asks for the company (optional, closed); the receipt names it. */
    test('checkout takes a company and its tax number; the receipt PDF prints them', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const buyer = await plainUser(request, unique('Omar Company '));
      const course = await courseFromEnd(request, 3);
      await signIn(page, baseURL, buyer.token);
      await page.goto(`/coursespayment/${course.id}`);

      const toggle = page.getByText('Buying for a company?');
      const companyName = page.getByLabel('Company name');
      const taxNumber = page.getByLabel('Tax registration number');
      await expect(toggle).toBeVisible();
      // Closed until asked for: a private buyer sees one line.
      await expect(companyName).toBeHidden();
      await toggle.click();
      await expect(companyName).toBeVisible();

      // A tax number names its company: the company name becomes needed.
      await page.locator('input[name="city"]').fill('Cairo');
      await taxNumber.fill('123-456-789');
      const toPayment = page.getByRole('button', { name: 'To payment' });
      await expect(toPayment).toBeDisabled();
      await expect(page.getByText('Still needed:', { exact: true }).locator('..')).toHaveText(
        'Still needed: company name',
      );
      await companyName.fill('Delta Petroleum Services S.A.E.');
      await expect(toPayment).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shoot(page, 'checkout-company');

      await toPayment.click();
      await expect(page).toHaveURL(/\/emulator\/paymob\//);
      await payOnEmulator(page);
      await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({
        timeout: 30_000,
      });

      const mine = (await (
        await request.get('/api/sessions/mine', {
          headers: { Authorization: `Bearer ${buyer.token}` },
        })
      ).json()) as { bookings: { course: { id: number }; order_reference: string | null }[] };
      const reference = mine.bookings.find((row) => row.course.id === course.id)!.order_reference!;
      const receipt = await request.get(
        `/api/paymob/orders/${encodeURIComponent(reference)}/receipt`,
        { headers: { Authorization: `Bearer ${buyer.token}` } },
      );
      expect(receipt.status()).toBe(200);
      const text = await pdfText(await receipt.body());
      expect(text).toContain('ON BEHALF OF');
      expect(text).toContain('Delta Petroleum Services S.A.E.');
      expect(text).toContain('Tax registration number: 123-456-789');
    });
  });
}
