import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { renderAt } from '../../../../test/render';
import { callsOf, course, mockApi, type Reply } from '../../../../test/training-fixtures';
import PaymentResultRoute from '@/app/routes/payment-result';

const me = {
  id: 7,
  name: 'Sara',
  email: 's@example.com',
  phone: '0100',
  company: null,
  role: '1997',
};
const order = (status: string) => ({
  status,
  course_id: 5,
  amount_cents: 1850000,
  currency: 'EGP',
});

function routes(orderReply: Reply): Record<string, Reply> {
  return {
    'GET /api/user': { status: 200, body: me },
    'GET /api/courses/5': { status: 200, body: course(5, { name: 'ESP Design' }) },
    'GET /api/user/courses': { status: 200, body: { courses: [] } },
    'GET /api/paymob/orders/ref-123': orderReply,
  };
}

function renderResult(url = '/payment-result?order=ref-123') {
  return renderAt(url, <Route path="/payment-result" element={<PaymentResultRoute />} />);
}

describe('Payment result', () => {
  afterEach(() => {
    Cookies.remove('eng');
    jest.useRealTimers();
  });

  it('says the seat is booked when the order is paid, with links to the course and profile', async () => {
    Cookies.set('eng', 'tok');
    const fetchMock = mockApi(routes({ status: 200, body: order('paid') }));
    renderResult();
    expect(
      await screen.findByText('Payment received — your seat on ESP Design is booked.'),
    ).toBeTruthy();
    expect(screen.getByText('Amount paid: 18,500.00 EGP')).toBeTruthy();
    const facts = screen.getByLabelText('Your booking').textContent;
    expect(facts).toContain('Order referenceref-123');
    expect(facts).toContain('Date5 days');
    expect(facts).toContain('PlaceNew Cairo');
    expect(screen.getByRole('link', { name: 'View the course' }).getAttribute('href')).toBe(
      '/courses/5',
    );
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/paymob/orders/ref-123');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('says the card was declined and links back to the course', async () => {
    Cookies.set('eng', 'tok');
    mockApi(routes({ status: 200, body: order('declined') }));
    renderResult();
    expect(
      await screen.findByText('Your card was declined. No money was taken; you can try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(
      '/courses/5',
    );
  });

  it('says an expired session took no money', async () => {
    Cookies.set('eng', 'tok');
    mockApi(routes({ status: 200, body: order('expired') }));
    renderResult();
    expect(await screen.findByRole('heading', { name: 'Payment expired' })).toBeTruthy();
    expect(screen.getByText(/No money was taken/)).toBeTruthy();
  });

  it('waits while pending and shows the outcome once the provider confirms', async () => {
    Cookies.set('eng', 'tok');
    const answers = [order('pending'), order('paid')];
    const fetchMock = mockApi(
      routes(() => ({ status: 200, body: answers.length > 1 ? answers.shift() : answers[0] })),
    );
    renderResult();
    expect(
      await screen.findByText('We are waiting for the payment provider to confirm…'),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'Payment received — your seat on ESP Design is booked.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    const polls = callsOf(fetchMock).filter((call) => call.endsWith('/orders/ref-123'));
    expect(polls).toHaveLength(2);
  });

  it('stops asking after about a minute and offers to check again', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    Cookies.set('eng', 'tok');
    let status = 'pending';
    const fetchMock = mockApi(routes(() => ({ status: 200, body: order(status) })));
    renderResult();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('We are waiting for the payment provider to confirm…')).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(61_000);
    });
    const polls = () => callsOf(fetchMock).filter((call) => call.endsWith('/orders/ref-123'));
    const afterWindow = polls().length;
    expect(afterWindow).toBeGreaterThanOrEqual(25);
    expect(afterWindow).toBeLessThanOrEqual(32);
    expect(screen.getByText(/taking longer than usual/)).toBeTruthy();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(polls()).toHaveLength(afterWindow);

    status = 'paid';
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText(/your seat on ESP Design is booked/)).toBeTruthy();
  });

  it('shows a signed-out return its outcome by reference, with no personal data', async () => {
    const outcome = (status: string) => ({
      reference: 'ref-123',
      status,
      course: { id: 5, name: 'ESP Design', time: '12–16 Jan 2026', location: 'New Cairo' },
    });
    const fetchMock = mockApi({
      'GET /api/paymob/outcome/ref-123': { status: 200, body: outcome('paid') },
    });
    renderResult();
    expect(
      await screen.findByText('Payment received — your seat on ESP Design is booked.'),
    ).toBeTruthy();
    const facts = screen.getByLabelText('Your booking');
    expect(facts.textContent).toContain('Order referenceref-123');
    expect(facts.textContent).toContain('CourseESP Design');
    expect(facts.textContent).toContain('Date12–16 Jan 2026');
    expect(facts.textContent).toContain('PlaceNew Cairo');
    expect(screen.queryByText(/Amount paid/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Sign in to see your booking' }).getAttribute('href'),
    ).toBe('/login?redirectTo=%2Fpayment-result%3Forder%3Dref-123');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/paymob/outcome/ref-123');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBeNull();
    expect(callsOf(fetchMock)).not.toContain('GET /api/paymob/orders/ref-123');
  });

  it('says a failed payment took no money when signed out', async () => {
    mockApi({
      'GET /api/paymob/outcome/ref-123': {
        status: 200,
        body: {
          reference: 'ref-123',
          status: 'failed',
          course: { id: 5, name: 'ESP Design', time: '', location: '' },
        },
      },
    });
    renderResult();
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText(/No money was taken/)).toBeTruthy();
    expect(screen.getByLabelText('Your booking').textContent).toContain('DateTo be announced');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/coursespayment/5',
    );
  });

  it('says an unknown reference is not found when signed out', async () => {
    mockApi({ 'GET /api/paymob/outcome/ref-404': { status: 404, body: { message: 'No' } } });
    renderResult('/payment-result?order=ref-404');
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeTruthy();
    expect(screen.getByText('No payment has this order reference.')).toBeTruthy();
  });

  it('explains a page opened without an order', () => {
    mockApi({});
    renderResult('/payment-result');
    expect(screen.getByRole('heading', { name: 'No payment to show' })).toBeTruthy();
  });

  it('says so when the order is not the user’s or does not exist', async () => {
    Cookies.set('eng', 'tok');
    mockApi(routes({ status: 404, body: { message: 'Not found' } }));
    renderResult();
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeTruthy();
  });

  describe('a dated session (issue 22)', () => {
    const session = {
      id: 44,
      starts_at: '2031-12-02T07:00:00.000Z',
      ends_at: '2031-12-02T14:00:00.000Z',
      location: 'Client site, Ain Sokhna',
      language: 'Arabic',
      status: 'scheduled',
    };

    it('shows the session’s date, times, place and language, not the course’s free text', async () => {
      Cookies.set('eng', 'tok');
      mockApi(routes({ status: 200, body: { ...order('paid'), session } }));
      renderResult();
      expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy();
      const facts = screen.getByLabelText('Your booking').textContent;
      expect(facts).toContain('DateTue 2 Dec 2031');
      expect(facts).toContain('Time09:00–16:00 (Cairo time)');
      expect(facts).toContain('PlaceClient site, Ain Sokhna');
      expect(facts).toContain('LanguageArabic');
      expect(facts).not.toContain('5 days');
    });

    it('keeps the date on Try again after a declined card', async () => {
      Cookies.set('eng', 'tok');
      mockApi(routes({ status: 200, body: { ...order('declined'), session } }));
      renderResult();
      const retry = await screen.findByRole('link', { name: 'Try again' });
      expect(retry.getAttribute('href')).toBe('/coursespayment/5?session=44');
      expect(screen.getByLabelText('Your booking').textContent).toContain('DateTue 2 Dec 2031');
    });

    it('never says Booking confirmed for a payment being refunded', async () => {
      Cookies.set('eng', 'tok');
      mockApi(
        routes({ status: 200, body: { ...order('paid'), session, refund_status: 'requested' } }),
      );
      renderResult();
      expect(await screen.findByRole('heading', { name: 'Refund under way' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Booking confirmed' })).toBeNull();
    });

    it('explains a checkout replaced by another date', async () => {
      Cookies.set('eng', 'tok');
      mockApi(routes({ status: 200, body: { ...order('replaced'), session } }));
      renderResult();
      expect(
        await screen.findByRole('heading', { name: 'This checkout was replaced' }),
      ).toBeTruthy();
      expect(screen.getByRole('status').textContent).toMatch(
        /You chose another date for ESP Design/,
      );
    });
  });
});
