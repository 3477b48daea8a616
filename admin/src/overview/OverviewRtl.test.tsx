/**
 * @jest-environment jsdom
 */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { configure, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { DirectionRoot } from '../i18n/direction';
import { createDashboardI18n } from '../i18n/i18nProvider';
import { DeclarationsContext } from '../resources/DeclarationsContext';
import { declarations } from '../test-support/declarations';
import { themeFor } from '../theme';
import { OverviewPage } from './OverviewPage';
import { formatEgpShort, monthLabel, type Overview } from './types';

configure({ asyncUtilTimeout: 8000 });

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
  bookings_by_course: [{ course_id: 3, course: 'Well Control', bookings: 11 }],
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
  new_messages: { days: 7, count: 2, new_count: 3, latest: [] },
  new_accounts_by_month: months.map((month) => ({ month, count: 1 })),
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the overview in Arabic, right to left', () => {
  it('draws its charts and writes its figures in Arabic with Latin digits', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const dataProvider = { ...testDataProvider(), call: () => Promise.resolve(figures) };
    render(
      <DirectionRoot locale="ar">
        <DeclarationsContext.Provider value={declarations}>
          <AdminContext
            dataProvider={dataProvider}
            i18nProvider={createDashboardI18n('ar').i18nProvider}
            theme={themeFor('rtl')}
            store={memoryStore()}
          >
            <OverviewPage />
          </AdminContext>
        </DeclarationsContext.Provider>
      </DirectionRoot>,
    );

    const revenue = await screen.findByRole('region', { name: /^الإيرادات الشهرية/ });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    // The charts drew their SVG (jsdom lays out no ticks); the total's digits are Latin.
    expect(revenue.querySelector('svg')).not.toBeNull();
    expect(within(revenue).getByText(/18,500/)).toBeTruthy();
    const stages = screen.getByRole('region', { name: /^طلبات التوظيف حسب المرحلة/ });
    expect(stages.querySelector('svg')).not.toBeNull();
    expect(within(stages).getByText('7 طلبات إجمالًا')).toBeTruthy();
    expect(within(stages).getByText('مقابلة')).toBeTruthy();
    const accounts = screen.getByRole('region', { name: /^الحسابات الجديدة شهريًا/ });
    expect(accounts.querySelector('svg')).not.toBeNull();
    // The six-form plurals: 11 bookings, 3 enquiries.
    expect(screen.getByRole('img', { name: 'Well Control: 11 حجزًا' })).toBeTruthy();
    expect(screen.getByText('3 استفسارات جديدة في انتظار الرد')).toBeTruthy();
    expect(screen.getByText('محجوز 3 من 4 · متبقٍ 1')).toBeTruthy();
    expect(screen.queryByText(/[٠-٩]/)).toBeNull();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
  }, 30_000);

  it("names the charts' months in Arabic with Latin digits", () => {
    expect(monthLabel('2026-11', 'ar')).toBe('نوفمبر 26');
    expect(monthLabel('2026-11')).toBe('Nov 26');
    expect(formatEgpShort(150000, 'ar')).toMatch(/^150.*ج\.م$/);
  });
});
