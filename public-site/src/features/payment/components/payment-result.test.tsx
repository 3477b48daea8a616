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

  it('sends a signed-out visitor to /login and back to this result', async () => {
    mockApi({});
    renderResult();
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/login?redirectTo=%2Fpayment-result%3Forder%3Dref-123',
    );
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
});
