/**
 * @jest-environment jsdom
 */
import { describe, expect, it } from '@jest/globals';
import { configure, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { DeclarationsContext } from '../resources/DeclarationsContext';
import { declarations } from '../test-support/declarations';
import { CoursesPanel } from './ChartPanels';
import { SessionsPanel } from './ListPanels';

configure({ asyncUtilTimeout: 5000 });

const LONG = 'Electrical Submersible Pump Operations and Troubleshooting';

const renderPanel = (panel: ReactNode) =>
  render(
    <DeclarationsContext.Provider value={declarations}>
      <AdminContext dataProvider={testDataProvider()} store={memoryStore()}>
        {panel}
      </AdminContext>
    </DeclarationsContext.Provider>,
  );

/** Issue 26 item 16. */
describe('overview links', () => {
  it('writes each course name whole, as a link to its bookings, with its count', async () => {
    renderPanel(
      <CoursesPanel
        rows={[
          { course_id: 3, course: LONG, bookings: 7 },
          { course_id: 4, course: 'Well Control', bookings: 1 },
        ]}
      />,
    );
    const link = await screen.findByRole('link', { name: LONG });
    const filter = encodeURIComponent(JSON.stringify({ course_id: 3 }));
    // AdminContext routes by hash here; the dashboard by path.
    expect(link.getAttribute('href')).toMatch(new RegExp(`/bookings\\?filter=${filter}$`));
    expect(screen.getByRole('img', { name: `${LONG}: 7 bookings` })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Well Control: 1 booking' })).toBeTruthy();
    expect(screen.queryByText(/…/)).toBeNull();
  });

  it("opens an upcoming session at its attendees (the session's bookings and attendance)", async () => {
    renderPanel(
      <SessionsPanel
        rows={[
          {
            id: 9,
            course_id: 3,
            course: LONG,
            starts_at: '2026-12-01T07:00:00.000Z',
            location: 'New Cairo',
            capacity: 4,
            seats_taken: 3,
            seats_left: 1,
            fill_rate: 0.75,
          },
        ]}
      />,
    );
    const region = await screen.findByRole('region', { name: /^Upcoming sessions/ });
    const link = within(region).getByRole('link', { name: LONG });
    expect(link.getAttribute('href')).toMatch(/\/course-sessions\/9#session-people$/);
  });
});
