/**
 * @jest-environment jsdom
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { configure, render, screen, within } from '@testing-library/react';
import { memoryStore, testDataProvider, type AuthProvider, type RaRecord } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { canRoleAccess } from '../../auth/access';
import { BASENAME, Dashboard } from '../../Dashboard';
import { declarationNamed } from '../../test-support/declarations';

configure({ asyncUtilTimeout: 5000 });

const declarations = [declarationNamed('job-requests'), declarationNamed('payments')];

const auth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(false),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve('2001'),
  getIdentity: () => Promise.resolve({ id: 1, fullName: 'Mariam Hassan' }),
  canAccess: ({ resource, action }) =>
    Promise.resolve(canRoleAccess(declarations, '2001', resource, action)),
};

const rows: Record<string, RaRecord[]> = {
  'job-requests': [
    {
      id: 7,
      full_name: 'Omar Hassan',
      country: 'Egypt',
      email: 'omar@example.com',
      phone: '0100',
      gpa: 'Good',
      cv: '/api/job-requests/7/cv?expires=1&sig=a',
      stage: 'interview',
      job: { id: 3, title: 'Mud logger' },
      created_at: '2026-11-03T09:15:00.000Z',
    },
  ],
  payments: [
    {
      id: 4,
      first_name: 'Heba',
      email: 'heba@example.com',
      phone_number: '0101',
      success: true,
      status_label: 'Paid',
      refund_status_label: 'Refund due',
      amount_cents: 1350000,
      currency: 'EGP',
      created_at: '2026-11-03T09:15:00.000Z',
      course_name: 'Electrical Submersible Pump Operations',
      session_label: 'Wed 10 Feb 2027, 09:00–16:00',
      payer_name: 'Heba Mansour',
      merchant_reference: 'PL-1',
    },
  ],
};

const renderPhoneList = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={`${BASENAME}/*`}
          element={
            <Dashboard
              declarations={declarations}
              authProvider={auth}
              dataProvider={testDataProvider({
                getList: <R extends RaRecord>(resource: string) =>
                  Promise.resolve({
                    data: (rows[resource] ?? []) as R[],
                    total: rows[resource]?.length ?? 0,
                  }),
              })}
              store={memoryStore()}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );

// A phone: every width query of MUI matches (the lists switch to their compact rows).
const phone = (query: string): MediaQueryList =>
  ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
const hadMatchMedia = 'matchMedia' in window;
beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', { value: phone, configurable: true, writable: true });
});
afterAll(() => {
  if (!hadMatchMedia) Reflect.deleteProperty(window, 'matchMedia');
});

/** Issue 26 items 12 and 18: what a phone row must show. */
describe('compact rows on phones', () => {
  it('a job request shows the applicant, the job and the stage', async () => {
    renderPhoneList('/dashboard/job-requests');
    const list = await screen.findByRole('list', { name: 'Job requests' });
    const item = within(list).getAllByRole('listitem')[0];
    expect(within(item).getByText('Omar Hassan')).toBeTruthy();
    expect(item.textContent).toContain('Job:');
    expect(within(item).getByText('Mud logger')).toBeTruthy();
    expect(item.textContent).toContain('Stage:');
    expect(within(item).getByText('Interview')).toBeTruthy();
    // The CV as an icon, named for screen readers: its text would cover the facts.
    const cv = within(item).getByRole('link', { name: 'Download CV' });
    expect(cv.textContent).toBe('');
    expect(cv.getAttribute('href')).toBe('/api/job-requests/7/cv?expires=1&sig=a');
  }, 20_000);

  it('a payment shows the name, amount, course (with its date) and state', async () => {
    renderPhoneList('/dashboard/payments');
    const list = await screen.findByRole('list', { name: 'Payments' });
    const item = within(list).getAllByRole('listitem')[0];
    expect(within(item).getByText('Heba')).toBeTruthy();
    expect(within(item).getByText('13,500.00 EGP')).toBeTruthy();
    expect(item.textContent).toContain('Course:');
    expect(within(item).getByText('Electrical Submersible Pump Operations')).toBeTruthy();
    expect(within(item).getByText('Wed 10 Feb 2027, 09:00–16:00')).toBeTruthy();
    expect(item.textContent).toContain('State:');
    expect(within(item).getByText('Paid')).toBeTruthy();
    expect(within(item).getByText('Refund due')).toBeTruthy();
  }, 20_000);
});
