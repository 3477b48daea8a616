/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { configure, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { DeclarationsContext } from '../resources/DeclarationsContext';
import { declarations } from '../test-support/declarations';
import { OverviewPage } from './OverviewPage';
import type { Overview } from './types';

configure({ asyncUtilTimeout: 5000 });

// MUI X charts measure their box; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const months = Array.from(
  { length: 12 },
  (_, index) => `2026-${String(index + 1).padStart(2, '0')}`,
);

const figures: Overview = {
  generated_at: '2026-11-26T00:00:00.000Z',
  revenue_by_month: months.map((month, index) => ({ month, egp: index === 10 ? 18500 : 0 })),
  bookings_by_course: [{ course_id: 3, course: 'Well Control', bookings: 7 }],
  upcoming_sessions: [
    {
      id: 9,
      course_id: 3,
      course: 'Well Control',
      starts_at: '2026-12-01T07:00:00.000Z',
      location: 'New Cairo',
      capacity: 4,
      seats_taken: 3,
      seats_left: 1,
      fill_rate: 0.75,
    },
  ],
  applications_by_stage: [
    { stage: 'new', count: 5 },
    { stage: 'interview', count: 2 },
  ],
  applications_by_job: [{ job_id: 1, job: 'Mud Logger', count: 4 }],
  new_messages: {
    days: 7,
    count: 2,
    latest: [
      { id: 5, name: 'Hany Said', email: 'hany@example.com', created_at: '2026-11-25T10:00:00Z' },
    ],
  },
  new_accounts_by_month: months.map((month) => ({ month, count: 1 })),
};

const renderAs = (body: Overview | Error) => {
  const calls: string[] = [];
  const dataProvider = {
    ...testDataProvider(),
    call: (method: string, path: string) => {
      calls.push(`${method} ${path}`);
      return body instanceof Error ? Promise.reject(body) : Promise.resolve(body);
    },
  };
  render(
    <DeclarationsContext.Provider value={declarations}>
      <AdminContext dataProvider={dataProvider} store={memoryStore()}>
        <OverviewPage />
      </AdminContext>
    </DeclarationsContext.Provider>,
  );
  return calls;
};

const panel = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });

describe('Overview page', () => {
  it('shows every panel from GET overview, with the session fill rate and the messages', async () => {
    const calls = renderAs(figures);
    expect(await panel('Revenue by month')).toBeTruthy();
    expect(calls).toEqual(['GET overview']);
    expect(within(await panel('Revenue by month')).getByText(/18,500 in 12 months/)).toBeTruthy();
    expect(within(await panel('Applications by stage')).getByText('7 in all')).toBeTruthy();
    expect(await panel('Bookings per course')).toBeTruthy();
    const sessions = await panel('Upcoming sessions');
    const bar = within(sessions).getByRole('progressbar', { name: 'Well Control: 75% full' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(within(sessions).getByText('3/4 taken · 1 left')).toBeTruthy();
    const messages = await panel('New messages');
    expect(within(messages).getByText('2 in the last 7 days')).toBeTruthy();
    expect(within(messages).getByText('Hany Said')).toBeTruthy();
    expect(within(await panel('Applications by job')).getByText('Mud Logger')).toBeTruthy();
    expect(await panel('New accounts per month')).toBeTruthy();
  });

  it('has no user panel when the server leaves the figures out (role 1996)', async () => {
    const { new_accounts_by_month: _left, ...forStaff } = figures;
    renderAs(forStaff);
    expect(await panel('Revenue by month')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /accounts/i })).toBeNull();
    expect(screen.queryByText(/accounts/i)).toBeNull();
  });

  it('says so when the figures cannot load, with a retry', async () => {
    renderAs(new Error('offline'));
    expect(await screen.findByText('The overview could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
