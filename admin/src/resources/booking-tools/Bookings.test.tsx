/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { canRoleAccess } from '../../auth/access';
import { BASENAME, Dashboard } from '../../Dashboard';
import { declarationNamed } from '../../test-support/declarations';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const bookings = declarationNamed('bookings');
const declarations = [bookings];

const auth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(false),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve('1996'),
  getIdentity: () => Promise.resolve({ id: 1, fullName: 'Mariam Hassan' }),
  canAccess: ({ resource, action }) =>
    Promise.resolve(canRoleAccess(declarations, '1996', resource, action)),
};

const session = (id: number, starts: string, ends: string) => ({
  id,
  starts_at: starts,
  ends_at: ends,
  label: '',
  location: 'New Cairo',
  status: 'scheduled',
});

const rows = [
  {
    id: 5,
    user: { id: 2, name: 'Karim Adel', email: 'k@example.com' },
    course: { id: 3, name: 'Well control' },
    session: {
      ...session(7, '2033-02-10T07:00:00Z', '2033-02-10T14:00:00Z'),
      label: 'Thu 10 Feb 2033, 09:00–16:00',
    },
    status: 'booked',
    status_label: 'Booked',
    refund_status: 'none',
    amount_cents: 450_000,
    order_reference: 'PL-5',
    created_at: '2033-01-02T10:00:00Z',
  },
  {
    id: 6,
    user: { id: 3, name: 'Mona Fathy', email: 'm@example.com' },
    course: { id: 3, name: 'Well control' },
    session: {
      ...session(7, '2033-02-10T07:00:00Z', '2033-02-10T14:00:00Z'),
      label: 'Thu 10 Feb 2033, 09:00–16:00',
    },
    status: 'cancelled',
    status_label: 'Refund due',
    refund_status: 'due',
    amount_cents: 450_000,
    order_reference: 'PL-6',
    created_at: '2033-01-03T10:00:00Z',
  },
];

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

const renderBookings = (call: jest.Mock<Call>) => {
  const calls: GetListParams[] = [];
  const getList = ((_resource: string, params: GetListParams) => {
    calls.push(params);
    return Promise.resolve({ data: rows, total: rows.length });
  }) as DataProvider['getList'];
  render(
    <MemoryRouter initialEntries={['/dashboard/bookings']}>
      <Routes>
        <Route
          path={`${BASENAME}/*`}
          element={
            <Dashboard
              declarations={declarations}
              authProvider={auth}
              dataProvider={testDataProvider({
                getList,
                call,
                getOptions: () => Promise.resolve([]),
              })}
              store={memoryStore()}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
};

describe('the Bookings list (issue 22)', () => {
  it('shows states as words on badges and offers Move and Cancel on live bookings only', async () => {
    renderBookings(jest.fn<Call>());
    const karim = (await screen.findByText('Karim Adel')).closest('tr')!;
    const mona = screen.getByText('Mona Fathy').closest('tr')!;
    expect(within(karim).getByText('Booked').closest('.MuiChip-colorSuccess')).not.toBeNull();
    expect(within(mona).getByText('Refund due').closest('.MuiChip-colorWarning')).not.toBeNull();
    expect(within(karim).getByText('Thu 10 Feb 2033, 09:00–16:00')).toBeTruthy();
    expect(within(karim).getByText('4,500.00 EGP')).toBeTruthy();
    expect(within(karim).getByRole('button', { name: 'Move' })).toBeTruthy();
    expect(within(karim).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(within(mona).queryByRole('button', { name: 'Move' })).toBeNull();
    expect(within(mona).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    // Filters by session, course and state.
    for (const filter of ['Session', 'Course', 'State']) {
      expect(screen.getByRole('combobox', { name: filter })).toBeTruthy();
    }
  });

  it('cancels one booking with a required reason', async () => {
    const call = jest.fn<Call>(() => Promise.resolve({ ...rows[0], status: 'cancelled' }));
    renderBookings(call);
    const karim = (await screen.findByText('Karim Adel')).closest('tr')!;
    fireEvent.click(within(karim).getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await dialog.findByText(/Required/)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: 'Asked by phone' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('POST', 'bookings/5/cancel', { reason: 'Asked by phone' }),
    );
  });

  it('moves one booking to another session of its course', async () => {
    const call = jest.fn<Call>((method, path) => {
      if (method === 'GET' && path === 'course-sessions?course_id=3') {
        return Promise.resolve([
          {
            ...session(7, '2033-02-10T07:00:00Z', '2033-02-10T14:00:00Z'),
            course_id: 3,
            seats_left: 3,
          },
          {
            ...session(8, '2033-03-10T07:00:00Z', '2033-03-10T14:00:00Z'),
            course_id: 3,
            seats_left: 1,
            location: 'Ain Sokhna',
          },
        ]);
      }
      return Promise.resolve({ ...rows[0], session: session(8, '', '') });
    });
    renderBookings(call);
    const karim = (await screen.findByText('Karim Adel')).closest('tr')!;
    fireEvent.click(within(karim).getByRole('button', { name: 'Move' }));
    const dialog = within(await screen.findByRole('dialog'));
    // Its own session is not offered; the other one is, written as people write dates.
    const option = await dialog.findByRole('radio', { name: /Thu 10 Mar 2033, 09:00–16:00/ });
    expect(dialog.getAllByRole('radio')).toHaveLength(1);
    expect(dialog.getByText(/Ain Sokhna · 1 seat left/)).toBeTruthy();
    fireEvent.click(option);
    fireEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('POST', 'bookings/5/move', { to_session_id: 8 }),
    );
  });
});
