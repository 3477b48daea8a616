import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { unique, uniquePhone } from './support/constants';

/**
 * Issue 15 items 3, 4 and 5: a disabled button says why, a course page leads with its when and
 * where, and a course is found from /courses without the three clicks of the group path.
 */

const WIDTHS = [375, 768, 1280];

interface Course {
  id: number;
  name: string;
  discipline: string;
}

async function publicCourses(request: APIRequestContext): Promise<Course[]> {
  const courses = (await (await request.get('/api/courses')).json()) as Course[];
  expect(courses.length).toBeGreaterThan(0);
  return courses;
}

async function expectNoSidewaysScroll(page: Page) {
  // Measured at rest: while the hiding header slides back the closed drawer briefly counts.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `document ${scrollWidth}px in a ${clientWidth}px viewport`).toBe(clientWidth);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Opens a page and waits until the app has hydrated it (a blur before then is not seen). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

/**
 * The tab is whole across: inside its scrolling row and the viewport's width (whole pixels and
 * fractions alike). How far down the page it sits depends on the course shown, so not its height.
 */
function wholeAcross(tab: Locator): Promise<boolean> {
  return tab.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const row = element.closest('[role="tablist"]')!.getBoundingClientRect();
    const right = Math.min(row.right, document.documentElement.clientWidth);
    return own.left >= Math.max(row.left, 0) && own.right <= right;
  });
}

const stillNeeded = (page: Page) => page.getByText('Still needed:').locator('xpath=..');

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('register: required marks, rules once a field is left, and what is still needed', async ({
      page,
    }) => {
      await open(page, '/register');
      const register = page.getByRole('button', { name: 'Register' });
      const email = page.getByLabel('Email');
      const password = page.getByLabel('Password', { exact: true });
      const confirmation = page.getByLabel('Confirm password');

      // Every required field is marked, visibly and for screen readers; company is not.
      for (const label of ['Full name', 'Email', 'Phone', 'Password', 'Confirm password']) {
        const input = page.getByLabel(label, { exact: true });
        await expect(input).toHaveAttribute('aria-required', 'true');
        // The star is for the eye; screen readers hear "required" from aria-required.
        await expect(input).toHaveAccessibleName(label);
        const id = await input.getAttribute('id');
        await expect(page.locator(`label[for="${id}"]`).locator('xpath=..')).toHaveText(
          `${label} *`,
        );
      }
      await expect(page.getByLabel(/^Company/)).not.toHaveAttribute('aria-required', 'true');

      // Untouched: the button is disabled and names everything that is missing.
      await expect(register).toBeDisabled();
      await expect(stillNeeded(page)).toHaveText(
        'Still needed: full name, email, phone, password, matching password confirmation',
      );
      await expect(register).toHaveAccessibleDescription(
        'Still needed: full name, email, phone, password, matching password confirmation',
      );
      await expect(page.getByText('This field is required.')).toHaveCount(0);

      // A field's rule shows once the field is left, not while typing into it.
      await page.getByLabel('Full name').fill('Sara Adel');
      await email.fill('sara@example');
      await expect(page.getByText('Enter an email address like name@example.com.')).toHaveCount(0);
      await email.blur();
      await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        'Enter an email address like name@example.com.',
      );

      // The length rule is shown before any submit, under the field.
      await expect(page.getByText('8 to 128 characters', { exact: true })).toBeVisible();
      await password.fill('short1');
      await password.blur();
      await expect(page.getByText('The password must be 8 to 128 characters')).toBeVisible();
      await expect(password).toHaveAccessibleDescription(
        '8 to 128 characters The password must be 8 to 128 characters',
      );

      // A mismatched confirmation shows in the same pass as the other problems.
      await confirmation.fill('something else');
      await confirmation.blur();
      await expect(page.getByText('The passwords do not match.')).toBeVisible();
      await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
      await expect(page.getByText('The password must be 8 to 128 characters')).toBeVisible();
      await expect(register).toBeDisabled();
      await expect(stillNeeded(page)).toHaveText(
        'Still needed: email, phone, password, matching password confirmation',
      );
      await page.screenshot({
        path: `e2e/.artifacts/shots/register-rules-${width}.png`,
        fullPage: true,
      });

      // Fixed one by one, the problems go and the button enables.
      await email.fill(`${unique('sara')}@example.com`);
      await page.getByLabel('Phone').fill(uniquePhone());
      await password.fill('Str0ng!pass');
      await expect(stillNeeded(page)).toHaveText('Still needed: matching password confirmation');
      await confirmation.fill('Str0ng!pass');
      await expect(register).toBeEnabled();
      await expect(stillNeeded(page)).toHaveCount(0);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: `e2e/.artifacts/shots/register-ready-${width}.png`,
        fullPage: true,
      });
    });

    test('contact and login name what their disabled button still needs', async ({ page }) => {
      await open(page, '/contactus');
      const send = page.getByRole('button', { name: 'Send message' });
      await expect(send).toBeDisabled();
      await expect(send).toHaveAccessibleDescription('Still needed: name, country, email');
      await page.getByLabel('Name').fill('Karim');
      await page.getByLabel('Email').fill('karim@');
      await page.getByLabel('Email').blur();
      await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
      await expect(stillNeeded(page)).toHaveText('Still needed: country, email');
      await page.screenshot({
        path: `e2e/.artifacts/shots/contact-rules-${width}.png`,
        fullPage: true,
      });

      await open(page, '/login');
      const login = page.getByRole('button', { name: 'Login' });
      await expect(login).toHaveAccessibleDescription('Still needed: email or phone, password');
      await page.getByLabel('Email or phone').fill('sara@example.com');
      await expect(stillNeeded(page)).toHaveText('Still needed: password');
      await page.getByLabel('Password').fill('anything');
      await expect(login).toBeEnabled();
      await expect(stillNeeded(page)).toHaveCount(0);
    });

    test('course page: when, where and price sit above the tabs, on one line of tabs', async ({
      page,
      request,
    }) => {
      const [course] = await publicCourses(request);
      await open(page, `/courses/${course.id}`);
      const tablist = page.getByRole('tablist', { name: 'Course information' });
      await expect(tablist).toBeVisible();
      const tabsTop = (await box(tablist)).y;

      const facts = page.locator('dl', { hasText: 'When' });
      await expect(facts).toContainText('Where');
      expect((await box(facts)).y + (await box(facts)).height).toBeLessThanOrEqual(tabsTop);
      expect((await box(page.getByText(/EGP$/).first())).y).toBeLessThan(tabsTop);

      // The four tabs stay on one line; what does not fit scrolls inside the row, not the page.
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      const tops = await tabs.evaluateAll((all) =>
        all.map((tab) => tab.getBoundingClientRect().top),
      );
      expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(1);
      await tabs.last().click();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => wholeAcross(tabs.last())).toBe(true);
      await expectNoSidewaysScroll(page);
      if (width === 375) {
        // The row lands at fractional x on other phones: the end tab, once chosen, is whole there
        // too (these widths clipped it by up to half a pixel).
        for (const phone of [327, 348, 369, 390, 474]) {
          await page.setViewportSize({ width: phone, height: 700 });
          await tabs.first().click();
          await tabs.last().click();
          await expect
            .poll(() => wholeAcross(tabs.last()), { message: `at ${phone}px` })
            .toBe(true);
        }
        await page.setViewportSize({ width, height: 800 });
      }
      await page.screenshot({
        path: `e2e/.artifacts/shots/course-facts-${width}.png`,
        fullPage: true,
      });
    });

    test('/courses: search by a word of the name or by discipline, and an all-courses view', async ({
      page,
      request,
    }) => {
      const courses = await publicCourses(request);
      // A word of a name, and a discipline that is not a word of that course's name.
      const named = courses.find((course) => /\s/.test(course.name))!;
      const nameWord = named.name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
      const byDiscipline = courses.find(
        (course) => !course.name.toLowerCase().includes(course.discipline.toLowerCase()),
      )!;

      await open(page, '/courses');
      const search = page.getByRole('searchbox', { name: 'Find a course' });
      await search.fill(nameWord.toLowerCase());
      const results = page.getByRole('list', { name: 'Search results' });
      const hit = results.getByRole('link', { name: `Learn more about ${named.name}` });
      await expect(hit).toHaveAttribute('href', `/courses/${named.id}`);
      // The count is announced (a polite live region) as well as shown.
      const found = await results.getByRole('listitem').count();
      await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(
        found === 1
          ? `1 course matches “${nameWord.toLowerCase()}”.`
          : `${found} courses match “${nameWord.toLowerCase()}”.`,
      );
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: `e2e/.artifacts/shots/courses-search-${width}.png`,
        fullPage: true,
      });

      await search.fill(byDiscipline.discipline);
      await expect(
        results.getByRole('link', { name: `Learn more about ${byDiscipline.name}` }),
      ).toHaveAttribute('href', `/courses/${byDiscipline.id}`);

      // A result opens the course; Back returns to the same results.
      await results.getByRole('link', { name: `Learn more about ${byDiscipline.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/courses/${byDiscipline.id}$`));
      await page.goBack();
      await expect(search).toHaveValue(byDiscipline.discipline);

      await page.getByRole('button', { name: /^All courses/ }).click();
      await expect(search).toHaveValue('');
      await expect(
        page.getByRole('list', { name: 'All courses' }).getByRole('listitem'),
      ).toHaveCount(courses.length);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/.artifacts/shots/courses-all-${width}.png` });

      // The spec's path is still there: category tabs → groups → a group's modal.
      await page.getByRole('button', { name: 'By group' }).click();
      await expect(page.getByRole('tablist', { name: 'Course categories' })).toBeVisible();
      await page.locator('button[aria-haspopup="dialog"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('apply page: the role comes first on phones, beside the form on wide screens', async ({
      page,
      request,
    }) => {
      const jobs = (await (await request.get('/api/jobs')).json()) as { id: number }[];
      expect(jobs.length).toBeGreaterThan(0);
      await open(page, `/applynow/${jobs[0].id}`);
      const role = await box(page.getByRole('heading', { name: 'About the role' }));
      const form = await box(page.getByRole('heading', { name: 'Your application' }));
      if (width < 992) expect(role.y).toBeLessThan(form.y);
      else expect(role.x).toBeGreaterThan(form.x + form.width);
      const submit = page.getByRole('button', { name: 'Submit application' });
      await expect(submit).toHaveAccessibleDescription(
        'Still needed: full name, country, email, CV',
      );
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/.artifacts/shots/apply-${width}.png`, fullPage: true });
    });
  });
}
