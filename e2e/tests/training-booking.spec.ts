import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerUser } from './support/accounts';

interface Course {
  id: number;
  name: string;
}

async function someCourse(request: APIRequestContext, index = 0): Promise<Course> {
  const courses = (await (await request.get('/api/courses')).json()) as Course[];
  const course = courses[index % courses.length];
  if (!course) throw new Error('The demo catalogue has no courses');
  return course;
}

async function wishlistIds(request: APIRequestContext, token: string): Promise<number[]> {
  const response = await request.get('/api/users/wishlist', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { wishlist: Course[] };
  return body.wishlist.map((course) => course.id);
}

/** Fills the checkout form (first name, last name and phone come prefilled from the account). */
async function fillCheckout(page: Page) {
  const toPayment = page.getByRole('button', { name: 'To payment' });
  await expect(page.locator('input[name="first_name"]')).toHaveValue('Karim');
  await expect(toPayment).toBeDisabled();
  await page.locator('input[name="city"]').fill('Cairo');
  await page.locator('input[name="street"]').fill('90th Street');
  await page.locator('input[name="building"]').fill('27');
  await page.locator('input[name="floor"]').fill('3');
  await page.locator('input[name="apartment"]').fill('12');
  await expect(toPayment).toBeEnabled();
  await toPayment.click();
}

/** Pays on the Paymob emulator's checkout page with a test card. */
async function payOnEmulator(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/emulator\/paymob\//);
  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Name on card').fill('Test Account');
  await page.getByLabel('Expiry (MM/YY)').fill('01/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-result\?order=/);
}

test('a visitor logs in from BOOK NOW, uses the wishlist, pays by card and sees the course BOOKED', async ({
  page,
  request,
}) => {
  const account = await registerUser(request, 'Karim Trainee');
  const course = await someCourse(request);

  // Signed out: BOOK NOW goes to /login, which brings the visitor back to the course.
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(page.getByText(/\d EGP$/).first()).toBeVisible();
  // The course's own BOOK NOW, above its dates (a course with dates has one per date too, shown
  // with the course since the page waits for its dates).
  await page.getByRole('link', { name: 'BOOK NOW' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcourses%2F\d+$/);
  await page.locator('input[name="email_or_phone"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));

  // The heart: white → red (saved on the server) → white (removed).
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => wishlistIds(request, account.token)).toContain(course.id);
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => wishlistIds(request, account.token)).not.toContain(course.id);

  // Book, fill the checkout, pay with the sandbox Mastercard.
  await page.getByRole('link', { name: 'BOOK NOW' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/coursespayment/${course.id}$`));
  await expect(page.getByText(course.name, { exact: true })).toBeVisible();
  await fillCheckout(page);
  await payOnEmulator(page, '5123456789012346');

  await expect(
    page.getByText(`Payment received — your seat on ${course.name} is booked.`),
  ).toBeVisible();

  // The course is booked: a disabled BOOKED instead of BOOK NOW, and listed on the profile.
  await page.getByRole('link', { name: 'View the course' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
  await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'BOOK NOW' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const booked = page.getByRole('region', { name: 'COURSES' });
  await expect(booked.getByRole('heading', { name: course.name })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'FAVOURITES' }).getByText(/^No favourites yet\./),
  ).toBeVisible();

  // Paying twice is refused (DECISIONS 15): the checkout says it is already booked.
  await page.goto(`/coursespayment/${course.id}`);
  await expect(page.getByRole('alert')).toContainText('You have already booked this course.');
});

test('a declined card takes no booking and leaves the course bookable', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerUser(request, 'Karim Decline');
  // A course with dates (the demo catalogue's first courses have some), not the one booked above.
  const booked = await someCourse(request);
  const upcoming = (await (await request.get('/api/sessions/upcoming')).json()) as {
    course_id: number;
    full: boolean;
  }[];
  const courseId = upcoming.find((row) => row.course_id !== booked.id && !row.full)?.course_id;
  expect(courseId, 'a demo course with a free upcoming date').toBeDefined();
  const course = (await (await request.get(`/api/courses/${courseId}`)).json()) as Course;
  // Signed in already (the login flow is covered above): the session cookie the site uses.
  await page.context().addCookies([{ name: 'eng', value: account.token, url: baseURL }]);

  await page.goto(`/coursespayment/${course.id}`);
  await fillCheckout(page);
  await payOnEmulator(page, '4000000000000002');

  await expect(
    page.getByText('Your card was declined. No money was taken; you can try again.'),
  ).toBeVisible();
  // The course has dates: the declined order was for one, shown here, and Try again keeps it
  // (issue 22: no way into checkout books a dated course without a date).
  const booking = page.locator('dl[aria-label="Your booking"]');
  await expect(booking.locator('dt:text-is("Date") + dd')).toHaveText(/^\w{3} \d{1,2} /);
  await expect(booking.locator('dt:text-is("Language") + dd')).not.toBeEmpty();
  const retry = page.getByRole('link', { name: 'Try again' });
  await expect(retry).toHaveAttribute(
    'href',
    new RegExp(`^/coursespayment/${course.id}\\?session=\\d+$`),
  );
  const sessionId = new URL(`http://x${await retry.getAttribute('href')}`).searchParams.get(
    'session',
  );
  await retry.click();
  await expect(page.locator(`input[name="session"][value="${sessionId}"]`)).toBeChecked();
  await page.goBack();
  await page.getByRole('link', { name: 'Back to the course' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
  // The top BOOK NOW (checkout asks for the date) and each date's own BOOK NOW.
  await expect(page.getByRole('link', { name: 'BOOK NOW' }).first()).toHaveAttribute(
    'href',
    `/coursespayment/${course.id}`,
  );
  await expect(
    page.getByTestId(`session-${sessionId}`).getByRole('link', { name: 'BOOK NOW' }),
  ).toHaveAttribute('href', `/coursespayment/${course.id}?session=${sessionId}`);
  await expect(page.getByRole('button', { name: 'BOOKED' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'COURSES' }).getByText(/^No bookings yet\./),
  ).toBeVisible();
});
