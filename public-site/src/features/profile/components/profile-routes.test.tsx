import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderAt } from '../../../../test/render';
import { callsOf, course, mockApi, type Reply } from '../../../../test/training-fixtures';
import ProfileRoute from '@/app/routes/profile';
import ProfileEditRoute from '@/app/routes/profile-edit';

const me = {
  id: 7,
  name: 'Sara Adel',
  email: 'sara@example.com',
  phone: '01001234567',
  company: null,
  role: '1997',
  created_at: new Date(2025, 2, 4, 10).toISOString(),
  updated_at: new Date(2025, 5, 9, 10).toISOString(),
};

function renderProfile(url: string) {
  return renderAt(
    url,
    <>
      <Route path="/profile" element={<ProfileRoute />} />
      <Route path="/update/:id" element={<ProfileEditRoute />} />
    </>,
  );
}

function field(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  return input;
}

function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

function detail(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('Profile', () => {
  beforeEach(() => {
    Cookies.set('eng', 'tok');
  });
  afterEach(() => Cookies.remove('eng'));

  it('sends a signed-out visitor to /login and back', async () => {
    Cookies.remove('eng');
    mockApi({});
    renderProfile('/profile');
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/login?redirectTo=%2Fprofile',
    );
  });

  it('shows the account details, and friendly empty states (never a bare none) for empty lists and a failed certificates call', async () => {
    mockApi({
      'GET /api/user': { status: 200, body: me },
      'GET /api/users/wishlist': { status: 200, body: { wishlist: [] } },
      'GET /api/user/courses': { status: 200, body: { courses: [] } },
      'GET /api/user/certificates': { status: 500, body: { message: 'boom' } },
    });
    renderProfile('/profile');
    expect(await screen.findByText('NAME', { selector: 'dt' })).toBeTruthy();
    expect(detail('NAME')).toBe('Sara Adel');
    expect(detail('EMAIL')).toBe('sara@example.com');
    expect(detail('PHONE')).toBe('01001234567');
    // Issue 26 item 8: an empty company is a quiet "Not given", not the value "none".
    expect(detail('COMPANY')).toBe('Not given');
    expect(detail('JOINED AT')).toBe('2025-03-04');
    expect(detail('UPDATED AT')).toBe('2025-06-09');
    expect(screen.getByRole('link', { name: 'Update' }).getAttribute('href')).toBe('/update/7');

    // The empty lists say what they are for and lead to the catalogue (issue 15), with no bare
    // "none" above (issue 26 item 8).
    for (const title of ['FAVOURITES', 'COURSES', 'CERTIFICATES']) {
      const section = screen.getByRole('region', { name: title });
      await waitFor(() =>
        expect(
          within(section).getByText(/^No (favourites|bookings|certificates) yet\./),
        ).toBeTruthy(),
      );
      expect(within(section).queryByText(/^none$/i)).toBeNull();
      const browse = within(section).getByRole('link', { name: /Browse courses/ });
      expect(browse.getAttribute('href')).toBe('/courses');
    }
  });

  it('lists favourites as course cards and each booking with its session and state', async () => {
    mockApi({
      'GET /api/user': { status: 200, body: { ...me, company: 'Delta Oilfield' } },
      'GET /api/users/wishlist': {
        status: 200,
        body: { wishlist: [course(3, { name: 'Gas Lift', price: 16000 })] },
      },
      'GET /api/sessions/mine': {
        status: 200,
        body: {
          bookings: [
            {
              purchase_id: 21,
              status: 'booked',
              status_label: 'Booked',
              course: { id: 5, name: 'ESP' },
              session: {
                id: 9,
                starts_at: '2031-12-01T07:00:00.000Z',
                ends_at: '2031-12-03T14:00:00.000Z',
                location: 'Client site, Ain Sokhna',
                language: 'Arabic',
                status: 'scheduled',
              },
              calendar: '/api/sessions/bookings/21/calendar.ics',
              receipt: '/api/paymob/orders/PL-MIEX-0A1B2C3D4E/receipt',
              order_reference: 'PL-MIEX-0A1B2C3D4E',
              amount_cents: 1850000,
              refunded_cents: 0,
              refund_status: 'none',
              cancel_reason: null,
              cancelled_by: null,
              can_cancel: true,
              cancel_until: '2031-11-24T07:00:00.000Z',
              moved_from: null,
            },
          ],
          waitlist: [],
        },
      },
      'GET /api/user/certificates': { status: 200, body: { certificates: [] } },
    });
    renderProfile('/profile');
    const favourites = within(await screen.findByRole('region', { name: 'FAVOURITES' }));
    expect(await favourites.findByRole('heading', { name: 'Gas Lift' })).toBeTruthy();
    expect(favourites.getByText('PE-3')).toBeTruthy();
    expect(favourites.getByText('16,000 EGP')).toBeTruthy();
    expect(favourites.getByRole('link', { name: /Learn more/ }).getAttribute('href')).toBe(
      '/courses/3',
    );
    const courses = within(screen.getByRole('region', { name: 'COURSES' }));
    expect(await courses.findByRole('heading', { name: 'ESP' })).toBeTruthy();
    // The booked session, never the course's free text (issue 22).
    const booked = courses.getByRole('listitem').textContent;
    expect(booked).toContain('DateMon 1 – Wed 3 Dec 2031');
    expect(booked).toContain('Time09:00–16:00 (Cairo time)');
    expect(booked).toContain('PlaceClient site, Ain Sokhna');
    expect(booked).toContain('LanguageArabic');
    expect(booked).toContain('OrderPL-MIEX-0A1B2C3D4E');
    expect(booked).toContain('Paid18,500.00 EGP');
    expect(booked).not.toContain('5 days');
    expect(booked).toContain('You can cancel until Mon 24 Nov 2031, 09:00.');
    expect(courses.getByText('Booked')).toBeTruthy();
    expect(favourites.queryByText('Order')).toBeNull();
    expect(detail('COMPANY')).toBe('Delta Oilfield');
  });

  it('links each certificate by its signed address (a plain link, no script)', async () => {
    const signed = '/api/certificates/4/file?expires=1767225600&sig=abc';
    mockFetch((url) => {
      if (url === '/api/user') return jsonResponse(200, me);
      if (url === '/api/users/wishlist') return jsonResponse(200, { wishlist: [] });
      if (url === '/api/user/courses') return jsonResponse(200, { courses: [] });
      if (url === '/api/user/certificates') {
        return jsonResponse(200, {
          certificates: [
            {
              id: 4,
              course: { id: 5, name: 'ESP Design', classification: 'PE-201' },
              download: signed,
            },
          ],
        });
      }
      throw new Error(`unexpected ${url}`);
    });
    renderProfile('/profile');
    const link = await screen.findByRole('link', {
      name: 'Download the certificate for ESP Design',
    });
    expect(link.getAttribute('href')).toBe(signed);
    expect(link.getAttribute('download')).toBe('certificate-PE-201');
  });

  it('shows a revoked certificate as a badge, with no Download (issue 26 item 8)', async () => {
    mockFetch((url) => {
      if (url === '/api/user') return jsonResponse(200, me);
      if (url === '/api/users/wishlist') return jsonResponse(200, { wishlist: [] });
      if (url === '/api/user/courses') return jsonResponse(200, { courses: [] });
      if (url === '/api/user/certificates') {
        return jsonResponse(200, {
          certificates: [
            {
              id: 4,
              course: { id: 5, name: 'ESP Design', classification: 'PE-201' },
              download: '/api/certificates/4/file?sig=a',
              verify_url: '/certificates/verify/AAAA',
              status: 'valid',
            },
            {
              id: 6,
              course: { id: 7, name: 'Gas Lift', classification: 'PE-204' },
              download: '/api/certificates/6/file?sig=b',
              verify_url: '/certificates/verify/BBBB',
              status: 'revoked',
            },
          ],
        });
      }
      throw new Error(`unexpected ${url}`);
    });
    renderProfile('/profile');
    const section = within(await screen.findByRole('region', { name: 'CERTIFICATES' }));
    await section.findByText('Revoked');
    const [valid, revoked] = section.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(valid).getByText('Valid')).toBeTruthy();
    expect(within(valid).getByRole('link', { name: /Download the certificate/ })).toBeTruthy();
    // The state is a badge (text, not a link or button); the revoked one offers no download.
    expect(within(revoked).getByText('Revoked').closest('a, button')).toBeNull();
    expect(within(revoked).queryByRole('link', { name: /Download/ })).toBeNull();
    expect(within(revoked).getByText('It can no longer be downloaded.')).toBeTruthy();
    expect(
      within(revoked)
        .getByRole('link', { name: 'Verification page of the certificate for Gas Lift' })
        .getAttribute('href'),
    ).toBe('/certificates/verify/BBBB');
  });
});

describe('Profile edit', () => {
  beforeEach(() => {
    Cookies.set('eng', 'tok');
  });
  afterEach(() => Cookies.remove('eng'));

  const base: Record<string, Reply> = { 'GET /api/user': { status: 200, body: me } };

  it('shows the 403 page for another user’s id', async () => {
    mockApi(base);
    renderProfile('/update/8');
    expect(await screen.findByText("You don't have premission to access this page.")).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
  });

  it('is prefilled and keeps Update disabled until name and email are longer than 1', async () => {
    mockApi(base);
    renderProfile('/update/7');
    const update = await screen.findByRole('button', { name: 'Update' });
    expect(field('name').value).toBe('Sara Adel');
    expect(field('email').value).toBe('sara@example.com');
    expect(field('phone').value).toBe('01001234567');
    expect(field('company').value).toBe('');
    expect(update).toHaveProperty('disabled', false);
    type('name', 'S');
    expect(update).toHaveProperty('disabled', true);
    type('name', 'Sara');
    type('email', 'x');
    expect(update).toHaveProperty('disabled', true);
    type('email', 'sara@example.org');
    // Another email needs the current password (DECISIONS 16).
    expect(update).toHaveProperty('disabled', true);
    type('current_password', 'Old-passw0rd');
    expect(update).toHaveProperty('disabled', false);
    type('password', 'N3w-passw0rd');
    expect(update).toHaveProperty('disabled', true);
    type('password_confirmation', 'N3w-passw0rd');
    expect(update).toHaveProperty('disabled', false);
  });

  it('names the password rule and sends nothing for a 7-character password', async () => {
    const fetchMock = mockApi(base);
    renderProfile('/update/7');
    const update = await screen.findByRole('button', { name: 'Update' });
    expect(screen.getByText(/^8 to 128 characters\./)).toBeTruthy();
    type('password', 'Seven7!');
    fireEvent.blur(field('password'));
    type('password_confirmation', 'Seven7!');
    type('current_password', 'Old-passw0rd');
    expect(update).toHaveProperty('disabled', true);
    expect(screen.getByText('The password must be 8 to 128 characters')).toBeTruthy();
    expect(screen.getByText('Still needed:').parentElement?.textContent).toBe(
      'Still needed: new password',
    );
    fireEvent.submit(update.closest('form')!);
    expect(callsOf(fetchMock)).not.toContain('POST /api/users/7');
  });

  it('sends the current password with a new one and shows the server’s refusal of a wrong one', async () => {
    const fetchMock = mockApi({
      ...base,
      'POST /api/users/7': {
        status: 422,
        body: { message: 'The current password is not correct' },
      },
    });
    renderProfile('/update/7');
    await screen.findByRole('button', { name: 'Update' });
    type('password', 'N3w-passw0rd');
    type('password_confirmation', 'N3w-passw0rd');
    type('current_password', 'not-my-password');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The current password is not correct',
    );
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/users/7');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({
      password: 'N3w-passw0rd',
      password_confirmation: 'N3w-passw0rd',
      current_password: 'not-my-password',
    });
  });

  it('posts the own profile without a role, then reads the user again and goes to /profile', async () => {
    let name = 'Sara Adel';
    const fetchMock = mockApi({
      'GET /api/user': () => ({ status: 200, body: { ...me, name } }),
      'GET /api/users/wishlist': { status: 200, body: { wishlist: [] } },
      'GET /api/user/courses': { status: 200, body: { courses: [] } },
      'GET /api/user/certificates': { status: 200, body: { certificates: [] } },
      'POST /api/users/7': () => {
        name = 'Sara A. Mahmoud';
        return { status: 200, body: { ...me, name } };
      },
    });
    renderProfile('/update/7');
    await screen.findByRole('button', { name: 'Update' });
    type('name', ' Sara A. Mahmoud ');
    type('company', 'Delta');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    // On /profile, with the account read again (the header shows the same user data).
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sara A. Mahmoud' },
        // Save, read the user again, change page: three round trips on a busy CI machine.
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/users/7');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      name: 'Sara A. Mahmoud',
      email: 'sara@example.com',
      phone: '01001234567',
      company: 'Delta',
      // An account without a stored language reads English (issue 28 item 4).
      locale: 'en',
    });
    // Read at least once more after the save (a slow run can pass SWR's 2 s de-duplication
    // window, and /profile then reads it a third time).
    expect(
      callsOf(fetchMock).filter((call) => call === 'GET /api/user').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('shows the server message when the update is refused', async () => {
    mockApi({
      ...base,
      'POST /api/users/7': {
        status: 422,
        body: { message: 'Email is already registered' },
      },
    });
    renderProfile('/update/7');
    await screen.findByRole('button', { name: 'Update' });
    type('email', 'taken@example.com');
    type('current_password', 'Old-passw0rd');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is already registered');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });
});
