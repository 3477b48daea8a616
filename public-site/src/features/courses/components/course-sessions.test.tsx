import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { renderAt } from '../../../../test/render';
import { callsOf, mockApi } from '../../../../test/training-fixtures';
import { CourseSessions } from '@/features/courses/components/course-sessions';
import { type Viewer } from '@/features/courses/types';

const signedIn: Viewer = { status: 'signed-in', token: 'tok' };

// 09:00 in Cairo on 1 December 2031 (winter: UTC+2), whatever the test machine's zone.
const session = (id: number, seats: number) => ({
  id,
  course_id: 5,
  starts_at: '2031-12-01T07:00:00.000Z',
  ends_at: '2031-12-03T14:00:00.000Z',
  location: 'New Cairo centre',
  language: 'English',
  capacity: 12,
  seats_left: seats,
  full: seats === 0,
});

function renderSessions(viewer: Viewer) {
  return renderAt(
    '/courses/5',
    <Route
      path="/courses/:id"
      element={<CourseSessions courseId={5} viewer={viewer} purchased={false} />}
    />,
  );
}

describe('Course sessions (issue 13)', () => {
  beforeEach(() => {
    Cookies.set('eng', 'tok');
  });
  afterEach(() => Cookies.remove('eng'));

  it('lists dates in Cairo time with seats left, BOOK NOW to checkout with the session, and a waitlist for a full one', async () => {
    const fetchMock = mockApi({
      'GET /api/sessions/upcoming': { status: 200, body: [session(11, 3), session(12, 0)] },
      'POST /api/sessions/12/waitlist': {
        status: 200,
        body: { session_id: 12, status: 'waiting', position: 4 },
      },
    });
    renderSessions(signedIn);
    const open = await screen.findByTestId('session-11');
    expect(open.textContent).toContain('09:00');
    expect(open.textContent).toContain('3 seats left');
    expect(within(open).getByRole('link', { name: 'BOOK NOW' }).getAttribute('href')).toBe(
      '/coursespayment/5?session=11',
    );
    const full = screen.getByTestId('session-12');
    expect(full.textContent).toContain('Full — join the waitlist');
    fireEvent.click(within(full).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(full).findByRole('status')).toHaveProperty(
      'textContent',
      'You are number 4 on the waitlist',
    );
    expect(callsOf(fetchMock)).toContain('POST /api/sessions/12/waitlist');
  });

  it('shows nothing for a course without sessions', async () => {
    mockApi({ 'GET /api/sessions/upcoming': { status: 200, body: [] } });
    const { container } = renderSessions(signedIn);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
