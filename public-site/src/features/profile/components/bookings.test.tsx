import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderAt } from '../../../../test/render';
import { course } from '../../../../test/training-fixtures';
import ProfileRoute from '@/app/routes/profile';

const me = {
  id: 7,
  name: 'Sara Adel',
  email: 'sara@example.com',
  phone: '01001234567',
  company: null,
  role: '1997',
};

const session = {
  id: 9,
  starts_at: '2031-12-01T07:00:00.000Z',
  ends_at: '2031-12-03T14:00:00.000Z',
  location: 'Client site, Ain Sokhna',
  language: 'Arabic',
  status: 'scheduled',
};

function booking(overrides: Record<string, unknown> = {}) {
  return {
    purchase_id: 21,
    status: 'booked',
    status_label: 'Booked',
    course: { id: 5, name: 'ESP Design' },
    session,
    calendar: '/api/sessions/bookings/21/calendar.ics',
    receipt: '/api/paymob/orders/PL-1/receipt',
    order_reference: 'PL-1',
    amount_cents: 450000,
    refunded_cents: 0,
    refund_status: 'none',
    cancel_reason: null,
    cancelled_by: null,
    can_cancel: true,
    cancel_until: '2031-11-24T07:00:00.000Z',
    moved_from: null,
    ...overrides,
  };
}

const cancelled = booking({
  status: 'cancelled',
  status_label: 'Refund requested',
  refund_status: 'requested',
  calendar: null,
  can_cancel: false,
  cancelled_by: 'buyer',
});

/** The profile's calls; `/api/sessions/mine` answers whatever `mine()` says at that moment. */
function serve(mine: () => unknown, extra: Record<string, () => Response> = {}) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    if (extra[key]) return extra[key]();
    if (url === '/api/user') return jsonResponse(200, me);
    if (url === '/api/users/wishlist') return jsonResponse(200, { wishlist: [] });
    if (url === '/api/user/courses') return jsonResponse(200, { courses: [] });
    if (url === '/api/user/certificates') return jsonResponse(200, { certificates: [] });
    if (url === '/api/sessions/mine') return jsonResponse(200, mine());
    return jsonResponse(404, { message: `No mock for ${key}` });
  });
}

function renderProfile() {
  return renderAt('/profile', <Route path="/profile" element={<ProfileRoute />} />);
}

const courses = () => within(screen.getByRole('region', { name: 'COURSES' }));

/** The profile has loaded the account (the page shows a spinner until then). */
const loaded = () => screen.findByRole('region', { name: 'COURSES' });

describe('Profile bookings (issue 22)', () => {
  beforeEach(() => {
    Cookies.set('eng', 'tok');
  });
  afterEach(() => {
    Cookies.remove('eng');
    jest.restoreAllMocks();
  });

  it('shows a cancelled booking with its refund as words, and no calendar or cancel', async () => {
    serve(() => ({ bookings: [cancelled], waitlist: [] }));
    renderProfile();
    await loaded();
    expect(await courses().findByText('Cancelled')).toBeTruthy();
    expect(courses().getByText('Refund requested')).toBeTruthy();
    expect(courses().getByText('You cancelled this booking.')).toBeTruthy();
    expect(courses().queryByRole('button', { name: /calendar/ })).toBeNull();
    expect(courses().queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    // The receipt stays: it is the buyer's proof of payment.
    expect(courses().getByRole('button', { name: 'Receipt for order PL-1' })).toBeTruthy();
  });

  it('says where a moved booking came from and why staff cancelled one', async () => {
    serve(() => ({
      bookings: [
        booking({
          moved_from: {
            ...session,
            id: 8,
            starts_at: '2031-11-02T07:00:00.000Z',
            ends_at: '2031-11-02T14:00:00.000Z',
            location: 'New Cairo',
          },
        }),
        booking({
          purchase_id: 22,
          status: 'cancelled',
          status_label: 'Refund due',
          refund_status: 'due',
          cancelled_by: 'staff',
          cancel_reason: 'The instructor is ill',
          session: { ...session, status: 'cancelled' },
          calendar: null,
          can_cancel: false,
        }),
      ],
      waitlist: [],
    }));
    renderProfile();
    const moved = await screen.findByTestId('booking-21');
    expect(moved.textContent).toContain('Moved fromSun 2 Nov 2031, 09:00–16:00, New Cairo');
    const staff = screen.getByTestId('booking-22');
    expect(staff.textContent).toContain('The session was cancelled: The instructor is ill');
    expect(within(staff).getByText('Refund due')).toBeTruthy();
  });

  it('downloads the receipt and the calendar entry with the bearer token', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const file = (name: string) => () =>
      ({
        ok: true,
        status: 200,
        headers: new Headers({ 'Content-Disposition': `attachment; filename="${name}"` }),
        blob: () => Promise.resolve(new Blob(['x'])),
      }) as unknown as Response;
    const fetchMock = serve(() => ({ bookings: [booking()], waitlist: [] }), {
      'GET /api/paymob/orders/PL-1/receipt': file('receipt-PL-1.pdf'),
      'GET /api/sessions/bookings/21/calendar.ics': file('session.ics'),
    });
    renderProfile();
    await loaded();
    fireEvent.click(await courses().findByRole('button', { name: 'Receipt for order PL-1' }));
    fireEvent.click(courses().getByRole('button', { name: 'Add ESP Design to your calendar' }));
    await waitFor(() => expect(saved).toEqual(['receipt-PL-1.pdf', 'session.ics']));
    const receiptCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/receipt'));
    expect(new Headers(receiptCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('cancels after a confirmation and shows the booking cancelled with its refund', async () => {
    let state: unknown[] = [booking()];
    const fetchMock = serve(() => ({ bookings: state, waitlist: [] }), {
      'POST /api/sessions/bookings/21/cancel': () => {
        state = [cancelled];
        return jsonResponse(200, cancelled);
      },
    });
    renderProfile();
    await loaded();
    expect(await courses().findByText('You can cancel until Mon 24 Nov 2031, 09:00.')).toBeTruthy();
    fireEvent.click(courses().getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('Mon 1 – Wed 3 Dec 2031, 09:00–16:00');
    expect(dialog.textContent).toContain('4,500.00 EGP you paid is refunded to your card in full');
    // "Keep my booking" sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(courses().getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    );
    expect(await courses().findByText('Cancelled')).toBeTruthy();
    expect(courses().getByText('Refund requested')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/ESP Design is cancelled/);
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => init?.method === 'POST' && url.endsWith('/cancel'),
      ),
    ).toHaveLength(1);
  });

  it('keeps the dialog open with the server’s reason when cancelling is refused', async () => {
    serve(() => ({ bookings: [booking()], waitlist: [] }), {
      'POST /api/sessions/bookings/21/cancel': () =>
        jsonResponse(422, {
          message: 'Bookings can be cancelled up to 7 days before the session; please contact us.',
        }),
    });
    renderProfile();
    await loaded();
    fireEvent.click(await courses().findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/up to 7 days before/);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows waitlist places, and a seat offered with its deadline and a Book button', async () => {
    serve(() => ({
      bookings: [],
      waitlist: [
        {
          session_id: 9,
          position: 2,
          status: 'waiting',
          offered_until: null,
          course: { id: 5, name: 'ESP Design' },
          session,
        },
        {
          session_id: 10,
          position: 1,
          status: 'offered',
          offered_until: '2031-11-20T10:30:00.000Z',
          course: { id: 6, name: 'Gas Lift' },
          session: { ...session, id: 10 },
        },
      ],
    }));
    renderProfile();
    const waitlist = within(await screen.findByRole('region', { name: 'WAITLIST' }));
    expect(screen.getByTestId('waitlist-9').textContent).toContain(
      'You are number 2 on the waitlist',
    );
    const offer = screen.getByTestId('waitlist-10');
    expect(offer.textContent).toContain('Seat offered until Thu 20 Nov 2031, 12:30');
    expect(within(offer).getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(
      '/coursespayment/6?session=10',
    );
    expect(waitlist.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the course’s own When/Where for a booking of a course without dates', async () => {
    serve(
      () => ({
        bookings: [
          booking({ session: null, calendar: null, can_cancel: false, cancel_until: null }),
        ],
        waitlist: [],
      }),
      {
        'GET /api/user/courses': () =>
          jsonResponse(200, { courses: [course(5, { name: 'ESP Design' })] }),
      },
    );
    renderProfile();
    await loaded();
    const card = await screen.findByTestId('booking-21');
    await waitFor(() => expect(card.textContent).toContain('Date5 days'));
    expect(card.textContent).toContain('PlaceNew Cairo');
    expect(card.textContent).not.toContain('Language');
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
