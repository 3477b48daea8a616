import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerUser } from './support/accounts';
import {
  courseFromEnd,
  createSession,
  fillBilling,
  myBookings,
  payOnEmulator,
  seriousA11yFindings,
  shoot,
  signIn,
  staffToken,
} from './support/booking';
import { mailTo } from './support/mailbox';

/**
 * Issue 22, the buyer's side: what is booked is a dated session. Every way into checkout ends on
 * one date, the date is shown from checkout to the profile, one course is paid once, and a
 * booking's state (cancelled, refund) is visible to its buyer.
 */

/** The value beside a label in a description list ("Date" → "Sun 6 – Tue 8 Mar 2033"). */
const valueOf = (scope: Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`);

/** The element a real pointer would hit at the centre of `target` is the target (or inside it). */
async function isOnTop(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function expectResultPage(page: Page) {
  await expect(page).toHaveURL(/\/payment-result\?order=/);
}

for (const width of [375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the top BOOK NOW ends on a date, shown from checkout to the profile, with a working receipt and calendar', async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      // Three accessibility checks and two downloads beside the payment: slow on 2 cores.
      test.setTimeout(120_000);
      const staff = await staffToken(request);
      const course = await courseFromEnd(request, 1);
      await createSession(request, staff, course, {
        starts: '2033-03-06T09:00',
        ends: '2033-03-08T16:00',
      });
      const buyer = await registerUser(request, 'Nour Buyer');
      await signIn(page, baseURL, buyer.token);

      // The course page shows its dates, not its free-text When/Where.
      await page.goto(`/courses/${course.id}`);
      await expect(page.getByRole('heading', { name: 'Upcoming sessions' })).toBeVisible();
      await expect(valueOf(page.locator('main'), 'When')).toContainText('Next:');
      await shoot(page, 'course-page', testInfo);
      expect(await seriousA11yFindings(page)).toEqual([]);

      await page.getByRole('link', { name: 'BOOK NOW' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/coursespayment/${course.id}$`));

      // Checkout: one date is chosen (the first with a free seat) and the summary shows it.
      const picker = page.getByRole('group', { name: 'Choose a date' });
      const chosen = picker.locator('input[name="session"]:checked');
      await expect(chosen).toHaveCount(1);
      const sessionId = Number(await chosen.getAttribute('value'));
      const summary = page.getByRole('complementary', { name: 'Your course' });
      const date = (await valueOf(summary, 'Date').textContent())?.trim() ?? '';
      expect(date).toMatch(/^\w{3} \d{1,2} /);
      await expect(valueOf(summary, 'Time')).toHaveText(/^\d\d:\d\d–\d\d:\d\d \(Cairo\)$/);
      await shoot(page, 'checkout', testInfo);
      expect(await seriousA11yFindings(page)).toEqual([]);

      await fillBilling(page);
      await payOnEmulator(page);
      await expectResultPage(page);
      await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
      const facts = page.locator('dl[aria-label="Your booking"]');
      await expect(valueOf(facts, 'Date')).toHaveText(date);
      await expect(valueOf(facts, 'Language')).not.toBeEmpty();
      await shoot(page, 'result-confirmed', testInfo);

      // The booking is of that session.
      const mine = await myBookings(request, buyer.token);
      const booking = mine.bookings.find((row) => row.course.id === course.id);
      expect(booking?.session?.id).toBe(sessionId);
      expect(booking?.status).toBe('booked');

      // The profile shows the date, and Receipt / Add to calendar are their own targets.
      await page.goto('/profile');
      const card = page.getByTestId(`booking-${booking!.purchase_id}`);
      await expect(card.getByText('Booked', { exact: true })).toBeVisible();
      await expect(valueOf(card, 'Date')).toHaveText(date);
      const receipt = card.getByRole('button', { name: /^Receipt for order/ });
      const calendar = card.getByRole('button', { name: /to your calendar$/ });
      expect(await isOnTop(receipt)).toBe(true);
      expect(await isOnTop(calendar)).toBe(true);
      const [pdf] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      expect((await fs.readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
      const [ics] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
      expect(ics.suggestedFilename()).toMatch(/\.ics$/);
      const entry = await fs.readFile(await ics.path(), 'utf8');
      expect(entry).toContain('BEGIN:VCALENDAR');
      expect(entry).toContain(course.name.slice(0, 20));
      await expect(page).toHaveURL(/\/profile$/);
      await shoot(page, 'profile', testInfo);
      expect(await seriousA11yFindings(page)).toEqual([]);

      // Back on the course page: BOOKED, and the booked date is marked.
      await page.goto(`/courses/${course.id}`);
      await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
      await expect(page.getByTestId(`session-${sessionId}`)).toContainText('Your booking');
      await shoot(page, 'course-page-booked', testInfo);
    });

    if (width === 768) return;

    test('two dates of one course give one payment; the first checkout no longer books', async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const staff = await staffToken(request);
      const course = await courseFromEnd(request, 2);
      const first = await createSession(request, staff, course, {
        starts: '2033-04-03T09:00',
        ends: '2033-04-03T16:00',
      });
      const second = await createSession(request, staff, course, {
        starts: '2033-04-10T10:00',
        ends: '2033-04-10T15:00',
        language: 'Arabic',
      });
      const buyer = await registerUser(request, 'Hany Twodates');
      await signIn(page, baseURL, buyer.token);

      // Checkout for the first date, left on the payment page…
      await page.goto(`/coursespayment/${course.id}?session=${first.id}`);
      await expect(page.locator(`input[name="session"][value="${first.id}"]`)).toBeChecked();
      await fillBilling(page);
      const firstPage = page.url();

      // …then another date: a new checkout replaces it, and is paid.
      await page.goto(`/coursespayment/${course.id}?session=${second.id}`);
      await expect(page.locator(`input[name="session"][value="${second.id}"]`)).toBeChecked();
      const summary = page.getByRole('complementary', { name: 'Your course' });
      await expect(valueOf(summary, 'Time')).toHaveText('10:00–15:00 (Cairo)');
      await expect(valueOf(summary, 'Language')).toHaveText('Arabic');
      await fillBilling(page);
      expect(page.url()).not.toBe(firstPage);
      await payOnEmulator(page);
      await expectResultPage(page);
      await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
      await expect(page.locator('dl[aria-label="Your booking"]')).toContainText('10:00–15:00');

      // The first payment page: it either refuses, or its late payment is refunded, never a
      // second booking.
      await page.goto(firstPage);
      const pay = page.getByRole('button', { name: /^Pay / });
      if (await pay.isVisible()) {
        await payOnEmulator(page);
        const paidLate = await page
          .waitForURL(/\/payment-result\?order=/, { timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        if (paidLate) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            /Refund under way|Payment refunded|This checkout was replaced/,
          );
          await shoot(page, 'result-late-payment', testInfo);
        }
      }
      await expect
        .poll(async () => {
          const mine = await myBookings(request, buyer.token);
          return mine.bookings
            .filter((row) => row.course.id === course.id && row.status === 'booked')
            .map((row) => row.session?.id);
        })
        .toEqual([second.id]);

      await page.goto('/profile');
      const cards = page.getByRole('region', { name: 'COURSES' }).getByRole('article');
      await expect(cards.filter({ hasText: 'Booked' })).toHaveCount(1);
      await expect(cards.filter({ hasText: 'Booked' })).toContainText('10:00–15:00');
    });

    test('a buyer cancels from the profile: cancelled with its refund, and the dates are bookable again', async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const staff = await staffToken(request);
      const course = await courseFromEnd(request, 3);
      const session = await createSession(request, staff, course, {
        starts: '2033-05-08T09:00',
        ends: '2033-05-09T16:00',
      });
      const buyer = await registerUser(request, 'Salma Cancels');
      await signIn(page, baseURL, buyer.token);

      await page.goto(`/courses/${course.id}`);
      await page
        .getByTestId(`session-${session.id}`)
        .getByRole('link', { name: 'BOOK NOW' })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`/coursespayment/${course.id}\\?session=${session.id}$`),
      );
      await fillBilling(page);
      await payOnEmulator(page);
      await expectResultPage(page);
      await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

      await page.goto('/profile');
      const { bookings } = await myBookings(request, buyer.token);
      const booking = bookings.find((row) => row.session?.id === session.id)!;
      const card = page.getByTestId(`booking-${booking.purchase_id}`);
      await expect(card).toContainText(
        /You can cancel until \w{3} \d{1,2} \w{3} 2033, \d\d:\d\d\./,
      );
      await card.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expect(dialog).toContainText('refunded to your card in full');
      await shoot(page, 'profile-cancel-dialog', testInfo);
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(dialog).toHaveCount(0);

      await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(card).toContainText(/Refund requested|Refunded|Refund due/);
      await expect(card.getByRole('button', { name: /calendar/ })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
      // The provider's refund callback turns it into Refunded.
      await expect
        .poll(async () => {
          const mine = await myBookings(request, buyer.token);
          return mine.bookings.find((row) => row.purchase_id === booking.purchase_id)
            ?.refund_status;
        })
        .toBe('refunded');
      await page.reload();
      await expect(card.locator('span', { hasText: /^Refunded$/ })).toBeVisible();
      await expect(valueOf(card, 'Refunded')).toHaveText(
        (await valueOf(card, 'Paid').textContent()) ?? 'the amount paid',
      );
      await shoot(page, 'profile-cancelled', testInfo);
      await mailTo(buyer.email, /cancel/i);

      // The course is bookable again, its dates listed.
      await page.goto(`/courses/${course.id}`);
      await expect(page.getByRole('button', { name: 'BOOKED' })).toHaveCount(0);
      await expect(
        page.getByTestId(`session-${session.id}`).getByRole('link', { name: 'BOOK NOW' }),
      ).toBeVisible();
    });
  });
}
