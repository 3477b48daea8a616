/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  RecordContextProvider,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardDataProvider } from '../../dataProvider';
import { canRefund, parseRefundAmount } from './refundAmount';
import { RefundButton } from './RefundButton';

configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);

describe('refund amount (issue 22)', () => {
  it('takes EGP with up to two decimals, more than 0 and at most what is left', () => {
    expect(parseRefundAmount('1500', 450_000)).toEqual({ cents: 150_000 });
    expect(parseRefundAmount(' 1500.5 ', 450_000)).toEqual({ cents: 150_050 });
    expect(parseRefundAmount('0,01', 450_000)).toEqual({ cents: 1 });
    expect(parseRefundAmount('4500', 450_000)).toEqual({ cents: 450_000 });
    expect(parseRefundAmount('', 450_000)).toEqual({ error: 'Enter the amount to refund' });
    expect(parseRefundAmount('0', 450_000)).toEqual({ error: 'The amount must be more than 0' });
    expect(parseRefundAmount('4500.01', 450_000)).toEqual({
      error: 'At most 4,500.00 EGP (what is left to refund)',
    });
    for (const wrong of ['-5', '12.345', '1,500.00', 'abc', '1e3']) {
      expect(parseRefundAmount(wrong, 450_000)).toHaveProperty('error');
    }
  });

  it('offers a refund for paid payments with money left and none under way', () => {
    const paid = { id: 1, status_label: 'Paid', amount_cents: 450_000 };
    expect(canRefund(paid)).toBe(true);
    expect(canRefund({ ...paid, status_label: 'Declined' })).toBe(false);
    expect(canRefund({ ...paid, refunded_cents: 450_000 })).toBe(false);
    expect(canRefund({ ...paid, refund_status: 'requested' })).toBe(false);
    // The server's own figure wins (a refund requested but not yet called back).
    expect(canRefund({ ...paid, refundable_cents: 0 })).toBe(false);
    expect(
      canRefund({ ...paid, refunded_cents: 100_000, refund_status: 'partially_refunded' }),
    ).toBe(true);
  });
});

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

const payment = {
  id: 41,
  status_label: 'Paid',
  amount_cents: 450_000,
  refunded_cents: 100_000,
  refund_status: 'partially_refunded',
};

const renderButton = (role: string, call: jest.Mock<Call>) => {
  const dataProvider = { ...testDataProvider(), call } as unknown as DashboardDataProvider;
  const authProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(role),
  };
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={defaultI18nProvider}
      >
        <RecordContextProvider value={payment}>
          <RefundButton />
        </RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

describe('the Refund action (issue 22)', () => {
  it('is offered to role 2001 only', async () => {
    renderButton('1996', jest.fn<Call>());
    // Give the permissions time to load: still no button.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('checks a partial amount, sends it, says "Refund requested", then the state after the callback', async () => {
    let reads = 0;
    const call = jest.fn<Call>((method) => {
      if (method === 'POST') return Promise.resolve({ ...payment, refund_status: 'requested' });
      reads += 1;
      // The provider's callback lands before the second read.
      return Promise.resolve(
        reads < 2
          ? { ...payment, refund_status: 'requested' }
          : {
              ...payment,
              refunded_cents: 200_000,
              refund_status: 'partially_refunded',
              refund_status_label: 'Partly refunded',
            },
      );
    });
    renderButton('2001', call);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog'));
    // Full by default: what is left, 3,500.00 EGP.
    expect(
      dialog.getByRole<HTMLInputElement>('radio', { name: 'Full: 3,500.00 EGP' }).checked,
    ).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: 'A part of it' }));
    const amount = dialog.getByLabelText(/Amount \(EGP\)/);
    fireEvent.change(amount, { target: { value: '3600' } });
    fireEvent.blur(amount);
    expect(dialog.getByText('At most 3,500.00 EGP (what is left to refund)')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(call.mock.calls.filter(([method]) => method === 'POST')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('Refund requested')).toBeTruthy();
    expect(call.mock.calls.filter(([method]) => method === 'POST')).toEqual([
      ['POST', 'paymob/transactions/41/refund', { amount_cents: 100_000 }],
    ]);
    expect(await dialog.findByText('Partly refunded: Paymob confirmed the refund.')).toBeTruthy();
  });

  it('refunds what is left when Full is kept', async () => {
    // Paymob's callback may land before the answer (the emulator's does): the state at once.
    const call = jest.fn<Call>(() =>
      Promise.resolve({ ...payment, refund_status: 'refunded', refund_status_label: 'Refunded' }),
    );
    renderButton('2001', call);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(call.mock.calls.filter(([method]) => method === 'POST')).toEqual([
        ['POST', 'paymob/transactions/41/refund', {}],
      ]),
    );
    expect(await dialog.findByText('Refund requested')).toBeTruthy();
    expect(dialog.getByText('Refunded: Paymob confirmed the refund.')).toBeTruthy();
    expect(call.mock.calls.filter(([method]) => method === 'GET')).toHaveLength(0);
    fireEvent.click(await dialog.findByRole('button', { name: 'Close' }));
  });
});
