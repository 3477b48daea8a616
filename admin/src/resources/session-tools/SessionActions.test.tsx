/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  HttpError,
  RecordContextProvider,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardDataProvider } from '../../dataProvider';
import { SessionPanel } from './SessionPanel';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const session = {
  id: 7,
  course_id: 3,
  starts_at: '2027-02-10T07:00:00.000Z',
  ends_at: '2027-02-10T14:00:00.000Z',
  status: 'scheduled',
};

const attendees = [
  {
    purchase_id: 11,
    name: 'Karim Adel',
    email: 'k@example.com',
    phone: null,
    attended: true,
    booked_at: '2027-01-02T10:00:00Z',
    status: 'attended',
  },
  {
    purchase_id: 12,
    name: 'Mona Fathy',
    email: 'm@example.com',
    phone: null,
    attended: false,
    booked_at: '2027-01-03T10:00:00Z',
    status: 'booked',
  },
  {
    purchase_id: 13,
    name: 'Omar Nabil',
    email: 'o@example.com',
    phone: null,
    attended: false,
    booked_at: '2027-01-04T10:00:00Z',
    status: 'booked',
  },
];

const courseSessions = [
  session,
  // Upcoming with seats: offered.
  {
    id: 8,
    course_id: 3,
    starts_at: '2032-03-14T07:00:00Z',
    ends_at: '2032-03-16T14:00:00Z',
    location: 'Ain Sokhna',
    status: 'scheduled',
    seats_left: 5,
  },
  // Full, cancelled, past: not offered.
  {
    id: 9,
    course_id: 3,
    starts_at: '2032-04-14T07:00:00Z',
    ends_at: '2032-04-14T14:00:00Z',
    location: 'Full hall',
    status: 'scheduled',
    seats_left: 0,
  },
  {
    id: 10,
    course_id: 3,
    starts_at: '2032-05-14T07:00:00Z',
    ends_at: '2032-05-14T14:00:00Z',
    location: 'Gone hall',
    status: 'cancelled',
    seats_left: 9,
  },
  {
    id: 14,
    course_id: 3,
    starts_at: '2020-05-14T07:00:00Z',
    ends_at: '2020-05-14T14:00:00Z',
    location: 'Old hall',
    status: 'scheduled',
    seats_left: 9,
  },
];

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

const renderPanel = (post: Call) => {
  const call = jest.fn<Call>((method, path, body) => {
    if (method === 'GET' && path === `course-sessions/${session.id}/attendees`) {
      return Promise.resolve(attendees);
    }
    if (method === 'GET' && path === `course-sessions/${session.id}/waitlist`)
      return Promise.resolve([]);
    if (method === 'GET' && path === `course-sessions?course_id=3`)
      return Promise.resolve(courseSessions);
    return post(method, path, body);
  });
  const dataProvider = { ...testDataProvider(), call } as unknown as DashboardDataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
        <RecordContextProvider value={session}>
          <SessionPanel />
        </RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return call;
};

const posted = (call: jest.Mock<Call>, path: string) =>
  call.mock.calls.filter(([method, called]) => method !== 'GET' && called === path);

describe('session actions (issue 22)', () => {
  it('cancels only with a reason, and sends it', async () => {
    const call = renderPanel(() => Promise.resolve({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Wed 10 Feb 2027, 09:00–16:00/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel session' }));
    expect(await dialog.findByText(/Required/)).toBeTruthy();
    expect(posted(call, 'course-sessions/7/cancel')).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: 'Trainer ill' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel session' }));
    await waitFor(() =>
      expect(posted(call, 'course-sessions/7/cancel')).toEqual([
        ['POST', 'course-sessions/7/cancel', { reason: 'Trainer ill' }],
      ]),
    );
  });

  it('links to all the bookings of the session (cancelled ones too)', async () => {
    renderPanel(() => Promise.resolve({}));
    const link = await screen.findByRole('link', { name: 'All its bookings' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
      'bookings?filter={"session_id":7}',
    );
  });

  it('saves the whole attendance in one call', async () => {
    const call = renderPanel(() => Promise.resolve({}));
    const list = within(await screen.findByRole('list', { name: 'Attendance' }));
    const save = screen.getByRole('button', { name: 'Save attendance' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(list.getByText('Mona Fathy'));
    fireEvent.click(list.getByText('Karim Adel'));
    fireEvent.click(list.getByText('Omar Nabil'));
    expect(screen.getByText('2 of 3 attended')).toBeTruthy();
    // Certificates wait for the attendance to be saved.
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Issue certificates' }).disabled,
    ).toBe(true);
    fireEvent.click(save);
    await waitFor(() =>
      expect(posted(call, 'course-sessions/7/attendance')).toEqual([
        ['PUT', 'course-sessions/7/attendance', { attended: [12, 13] }],
      ]),
    );
  });

  it('issues certificates to every attendee in one action and says how many', async () => {
    const call = renderPanel(() => Promise.resolve({ issued: 1, skipped: 0 }));
    await screen.findByRole('list', { name: 'Attendance' });
    fireEvent.click(screen.getByRole('button', { name: 'Issue certificates' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Each of the 1 people marked attended/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Issue certificates' }));
    expect(await dialog.findByText('1 issued, 0 skipped')).toBeTruthy();
    expect(posted(call, 'course-sessions/7/certificates')).toHaveLength(1);
  });

  it('shows the server refusing certificates before attendance', async () => {
    renderPanel(() =>
      Promise.reject(
        new HttpError('Mark attendance first: nobody has attended this session yet.', 422, {}),
      ),
    );
    await screen.findByRole('list', { name: 'Attendance' });
    fireEvent.click(screen.getByRole('button', { name: 'Issue certificates' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Issue certificates' }));
    expect(await dialog.findByText(/Mark attendance first/)).toBeTruthy();
  });

  it('moves every booking to an upcoming session with seats, and shows the 409', async () => {
    const call = renderPanel(() =>
      Promise.reject(new HttpError('The new session has only 2 seats left', 409, {})),
    );
    await screen.findByRole('list', { name: 'Attendance' });
    fireEvent.click(screen.getByRole('button', { name: 'Move all bookings' }));
    const dialog = within(await screen.findByRole('dialog'));
    const options = await dialog.findAllByRole('radio');
    // Only session 8: not this one, not the full, cancelled or past ones.
    expect(options).toHaveLength(1);
    expect(dialog.getByText(/Ain Sokhna · 5 seats left/)).toBeTruthy();
    expect(dialog.queryByText(/Full hall|Gone hall|Old hall/)).toBeNull();
    fireEvent.click(options[0]);
    fireEvent.click(dialog.getByRole('button', { name: 'Move' }));
    expect(await dialog.findByText('The new session has only 2 seats left')).toBeTruthy();
    expect(posted(call, 'course-sessions/7/move')).toEqual([
      ['POST', 'course-sessions/7/move', { to_session_id: 8 }],
    ]);
  });
});
