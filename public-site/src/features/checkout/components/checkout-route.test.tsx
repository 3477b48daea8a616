import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { renderAt } from '../../../../test/render';
import { callsOf, course, mockApi, type Reply } from '../../../../test/training-fixtures';

const navigateFullPage = jest.fn<(path: string) => void>();
jest.unstable_mockModule('@/lib/full-page-navigation', () => ({ navigateFullPage }));

let CheckoutRoute: ComponentType;
beforeAll(async () => {
  ({ default: CheckoutRoute } = await import('@/app/routes/checkout'));
});

const me = {
  id: 7,
  name: 'Sara Adel',
  email: 'sara@example.com',
  phone: '01001234567',
  company: null,
  role: '1997',
};

const signedIn: Record<string, Reply> = {
  'GET /api/user': { status: 200, body: me },
  'GET /api/courses/5': { status: 200, body: course(5, { name: 'ESP Design' }) },
  'GET /api/user/courses': { status: 200, body: { courses: [] } },
};

function renderCheckout(url = '/coursespayment/5') {
  return renderAt(url, <Route path="/coursespayment/:id" element={<CheckoutRoute />} />);
}

function field(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  return input;
}

function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

describe('Checkout', () => {
  afterEach(() => {
    Cookies.remove('eng');
    navigateFullPage.mockReset();
  });

  it('sends a signed-out visitor to /login and back here', async () => {
    mockApi({});
    renderCheckout();
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/login?redirectTo=%2Fcoursespayment%2F5',
    );
  });

  it('keeps To payment disabled until first, last, phone and city are longer than 1', async () => {
    Cookies.set('eng', 'tok');
    mockApi(signedIn);
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'To payment' });
    // Prefilled from the account: name split in two, the phone's digits.
    expect(field('first_name').value).toBe('Sara');
    expect(field('last_name').value).toBe('Adel');
    expect(field('phone_number').value).toBe('01001234567');
    expect(field('phone_number').inputMode).toBe('numeric');
    expect(submit).toHaveProperty('disabled', true);
    type('city', 'C');
    expect(submit).toHaveProperty('disabled', true);
    type('city', 'Cairo');
    expect(submit).toHaveProperty('disabled', false);
    type('phone_number', '+2 a');
    expect(field('phone_number').value).toBe('2');
    expect(submit).toHaveProperty('disabled', true);
    type('phone_number', '0100-123');
    expect(field('phone_number').value).toBe('0100123');
    type('last_name', ' ');
    expect(submit).toHaveProperty('disabled', true);
  });

  it('shows the course summary with its price in EGP and a Learn more link', async () => {
    Cookies.set('eng', 'tok');
    mockApi(signedIn);
    renderCheckout();
    expect(await screen.findByText('ESP Design')).toBeTruthy();
    expect(screen.getByText('18,500 EGP')).toBeTruthy();
    expect(screen.getByText('PE-5')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Learn more/ }).getAttribute('href')).toBe(
      '/courses/5',
    );
  });

  it('starts the payment and sends the browser to the returned iframe_url', async () => {
    Cookies.set('eng', 'tok');
    const fetchMock = mockApi({
      ...signedIn,
      'POST /api/paymob/initiate-payment': {
        status: 201,
        body: { iframe_url: 'http://pay.example/checkout?x=1', reference: 'PL-ABC-0123456789' },
      },
    });
    renderCheckout();
    await screen.findByRole('button', { name: 'To payment' });
    // What is being bought: the course, its date and place (issue 15 item 6).
    const summary = screen.getByRole('complementary', { name: 'Your course' });
    expect(summary.textContent).toContain('ESP Design');
    expect(summary.textContent).toContain('Date5 days');
    expect(summary.textContent).toContain('PlaceNew Cairo');
    type('city', ' Cairo ');
    type('street', '90th Street');
    type('building', '12');
    fireEvent.click(screen.getByRole('button', { name: 'To payment' }));

    await waitFor(() =>
      expect(navigateFullPage).toHaveBeenCalledWith('http://pay.example/checkout?x=1'),
    );
    expect(screen.getByText('PL-ABC-0123456789').closest('p')?.textContent).toBe(
      'Order PL-ABC-0123456789 created. Opening the secure payment page…',
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/paymob/initiate-payment');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      course_id: 5,
      first_name: 'Sara',
      last_name: 'Adel',
      phone_number: '01001234567',
      city: 'Cairo',
      street: '90th Street',
      building: '12',
      floor: '',
      apartment: '',
    });
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
    // The spinner stays while the browser leaves.
    expect(screen.getByRole('status').textContent).toBe('Opening the payment page');
  });

  it('sends the company and its tax number when the buyer opens "Buying for a company?" (issue 26 item 17)', async () => {
    Cookies.set('eng', 'tok');
    const fetchMock = mockApi({
      ...signedIn,
      'GET /api/user': { status: 200, body: { ...me, company: 'Delta Oilfield' } },
      'POST /api/paymob/initiate-payment': {
        status: 201,
        body: { iframe_url: 'http://pay.example/checkout?x=2', reference: 'PL-ABC-0000000002' },
      },
    });
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'To payment' });
    // The account names a company: the part is open and prefilled.
    const company = screen.getByText('Buying for a company?').closest('details')!;
    expect(company.open).toBe(true);
    expect(field('company_name').value).toBe('Delta Oilfield');
    type('city', 'Cairo');
    // A tax number without its company keeps the form from being sent.
    type('company_name', '');
    type('tax_registration_number', '123-456-789');
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Still needed:').parentElement?.textContent).toBe(
      'Still needed: company name',
    );
    type('company_name', ' Delta Oilfield ');
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/paymob/initiate-payment');
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({
      company_name: 'Delta Oilfield',
      tax_registration_number: '123-456-789',
    });
  });

  it('sends no company once the buyer closes the company part', async () => {
    Cookies.set('eng', 'tok');
    const fetchMock = mockApi({
      ...signedIn,
      'POST /api/paymob/initiate-payment': {
        status: 201,
        body: { iframe_url: 'http://pay.example/checkout?x=3', reference: 'PL-ABC-0000000003' },
      },
    });
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'To payment' });
    const company = screen.getByText('Buying for a company?').closest('details')!;
    expect(company.open).toBe(false);
    type('city', 'Cairo');
    type('company_name', 'Typed then dropped');
    fireEvent.click(submit);
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/paymob/initiate-payment');
    const body = JSON.parse(call?.[1]?.body as string) as Record<string, unknown>;
    expect(body).not.toHaveProperty('company_name');
    expect(body).not.toHaveProperty('tax_registration_number');
  });

  it('answers a 409 with the already-booked message and a link to the profile', async () => {
    Cookies.set('eng', 'tok');
    mockApi({
      ...signedIn,
      'POST /api/paymob/initiate-payment': { status: 409, body: { message: 'Conflict' } },
    });
    renderCheckout();
    await screen.findByRole('button', { name: 'To payment' });
    type('city', 'Cairo');
    fireEvent.click(screen.getByRole('button', { name: 'To payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^You have already booked this course\./);
    expect(screen.getByRole('link', { name: 'See it in your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(navigateFullPage).not.toHaveBeenCalled();
  });

  it('shows the server message of any other failure in a red alert', async () => {
    Cookies.set('eng', 'tok');
    mockApi({
      ...signedIn,
      'POST /api/paymob/initiate-payment': {
        status: 422,
        body: { message: 'The phone number must be 11 digits', errors: {} },
      },
    });
    renderCheckout();
    await screen.findByRole('button', { name: 'To payment' });
    type('city', 'Cairo');
    fireEvent.click(screen.getByRole('button', { name: 'To payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The phone number must be 11 digits',
    );
  });

  it('does not offer the form for a course already bought', async () => {
    Cookies.set('eng', 'tok');
    const fetchMock = mockApi({
      ...signedIn,
      'GET /api/user/courses': { status: 200, body: { courses: [course(5)] } },
    });
    renderCheckout();
    expect((await screen.findByRole('alert')).textContent).toMatch(/already booked/);
    expect(screen.queryByRole('button', { name: 'To payment' })).toBeNull();
    expect(callsOf(fetchMock)).not.toContain('POST /api/paymob/initiate-payment');
  });

  describe('a course with dated sessions (issue 22)', () => {
    // 09:00–16:00 Cairo (UTC+2 in winter), whatever the test machine's zone.
    const upcoming = (id: number, day: number, seats: number, location = 'New Cairo centre') => ({
      id,
      course_id: 5,
      starts_at: `2031-12-0${day}T07:00:00.000Z`,
      ends_at: `2031-12-0${day}T14:00:00.000Z`,
      location,
      language: day === 1 ? 'English' : 'Arabic',
      capacity: 12,
      seats_left: seats,
      full: seats === 0,
    });
    const dated: Record<string, Reply> = {
      ...signedIn,
      'GET /api/sessions/upcoming': {
        status: 200,
        body: [
          upcoming(11, 1, 0),
          upcoming(12, 2, 3, 'Client site, Ain Sokhna'),
          upcoming(13, 4, 5),
        ],
      },
    };

    function radio(id: number): HTMLInputElement {
      const input = document.querySelector<HTMLInputElement>(
        `input[name="session"][value="${id}"]`,
      );
      if (!input) throw new Error(`no session ${id}`);
      return input;
    }

    it('preselects the first date with a free seat, disables full ones and shows the chosen date', async () => {
      Cookies.set('eng', 'tok');
      mockApi(dated);
      renderCheckout();
      await screen.findByRole('group', { name: 'Choose a date' });
      expect(radio(11).disabled).toBe(true);
      expect(radio(12).checked).toBe(true);
      expect(radio(13).checked).toBe(false);
      const full = screen.getByTestId('session-option-11');
      expect(
        within(full).getByRole('link', { name: 'Full — join the waitlist' }).getAttribute('href'),
      ).toBe('/courses/5#session-11');
      expect(screen.getByTestId('session-option-12').textContent).toContain('3 seats left');
      // The summary shows the session, never the course's free-text When/Where.
      const summary = screen.getByRole('complementary', { name: 'Your course' });
      expect(summary.textContent).toContain('DateTue 2 Dec 2031');
      expect(summary.textContent).toContain('Time09:00–16:00 (Cairo)');
      expect(summary.textContent).toContain('PlaceClient site, Ain Sokhna');
      expect(summary.textContent).toContain('LanguageArabic');
      expect(summary.textContent).not.toContain('5 days');
    });

    it('sends the picked session_id, and a card or Try again keeps its date', async () => {
      Cookies.set('eng', 'tok');
      const fetchMock = mockApi({
        ...dated,
        'POST /api/paymob/initiate-payment': {
          status: 200,
          body: {
            iframe_url: 'http://pay.example/x',
            reference: 'PL-1',
            session: upcoming(13, 4, 5),
            session_chosen_by_server: false,
          },
        },
      });
      renderCheckout('/coursespayment/5?session=12');
      await screen.findByRole('group', { name: 'Choose a date' });
      expect(radio(12).checked).toBe(true);
      fireEvent.click(radio(13));
      expect(radio(13).checked).toBe(true);
      const summary = screen.getByRole('complementary', { name: 'Your course' });
      expect(summary.textContent).toContain('DateThu 4 Dec 2031');
      type('city', 'Cairo');
      fireEvent.click(screen.getByRole('button', { name: 'To payment' }));
      await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith('http://pay.example/x'));
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/paymob/initiate-payment');
      expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({ course_id: 5, session_id: 13 });
    });

    it('says so when the server chose the date, before opening the payment page', async () => {
      Cookies.set('eng', 'tok');
      mockApi({
        ...signedIn,
        // The dates could not be read: the server picks the next date with a free seat.
        'GET /api/sessions/upcoming': { status: 500, body: { message: 'boom' } },
        'POST /api/paymob/initiate-payment': {
          status: 200,
          body: {
            iframe_url: 'http://pay.example/y',
            reference: 'PL-2',
            session: upcoming(12, 2, 3, 'Client site, Ain Sokhna'),
            session_chosen_by_server: true,
          },
        },
      });
      renderCheckout();
      await screen.findByRole('button', { name: 'To payment' });
      type('city', 'Cairo');
      fireEvent.click(screen.getByRole('button', { name: 'To payment' }));
      const notice = await screen.findByText(/chosen for you/);
      expect(notice.closest('p')?.textContent).toBe(
        'Order PL-2 created for Tue 2 Dec 2031, 09:00–16:00 at Client site, Ain Sokhna, the next date with a free seat, chosen for you. Opening the secure payment page…',
      );
      await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith('http://pay.example/y'), {
        timeout: 4000,
      });
    });

    it('says when the date asked for is no longer offered, and picks a free one', async () => {
      Cookies.set('eng', 'tok');
      mockApi(dated);
      renderCheckout('/coursespayment/5?session=99');
      await screen.findByRole('group', { name: 'Choose a date' });
      expect(screen.getByText(/The date you chose is no longer offered/)).toBeTruthy();
      expect(radio(12).checked).toBe(true);
    });

    it('keeps To payment closed when every date is full, pointing to the waitlists', async () => {
      Cookies.set('eng', 'tok');
      mockApi({
        ...signedIn,
        'GET /api/sessions/upcoming': { status: 200, body: [upcoming(11, 1, 0)] },
      });
      renderCheckout();
      await screen.findByRole('group', { name: 'Choose a date' });
      type('city', 'Cairo');
      expect(screen.getByRole('button', { name: 'To payment' })).toHaveProperty('disabled', true);
      expect(screen.getByText(/Every date of this course is full/)).toBeTruthy();
    });

    it('answers the server’s full 409 with a way to the waitlists', async () => {
      Cookies.set('eng', 'tok');
      mockApi({
        ...dated,
        'POST /api/paymob/initiate-payment': {
          status: 409,
          body: { message: 'This session is full — join the waitlist.' },
        },
      });
      renderCheckout();
      await screen.findByRole('group', { name: 'Choose a date' });
      type('city', 'Cairo');
      fireEvent.click(screen.getByRole('button', { name: 'To payment' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(/^This session is full/);
      expect(
        within(alert)
          .getByRole('link', { name: 'See the dates and waitlists' })
          .getAttribute('href'),
      ).toBe('/courses/5#sessions-title');
    });
  });
});
