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

  it('sends a signed-out visitor to sign in and then to checkout for that date', async () => {
    Cookies.remove('eng');
    mockApi({
      'GET /api/sessions/upcoming': { status: 200, body: [session(11, 3), session(12, 0)] },
    });
    renderSessions({ status: 'signed-out' });
    const open = await screen.findByTestId('session-11');
    expect(within(open).getByRole('link', { name: 'BOOK NOW' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fcoursespayment%2F5%3Fsession%3D11',
    );
    expect(
      within(screen.getByTestId('session-12'))
        .getByRole('link', { name: 'Join the waitlist' })
        .getAttribute('href'),
    ).toBe('/login?redirectTo=%2Fcourses%2F5');
  });

  it('keeps every date listed for a live booking, marks its own, and offers no buttons', async () => {
    // jsdom draws nothing and has no scrollIntoView: record the call instead.
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    mockApi({
      'GET /api/sessions/upcoming': { status: 200, body: [session(11, 3), session(12, 4)] },
    });
    renderAt(
      '/courses/5#session-12',
      <Route
        path="/courses/:id"
        element={<CourseSessions courseId={5} viewer={signedIn} purchased bookedSessionId={12} />}
      />,
    );
    const mine = await screen.findByTestId('session-12');
    expect(mine.textContent).toContain('Your booking');
    expect(screen.getByTestId('session-11').textContent).toContain('3 seats left');
    expect(screen.queryByRole('link', { name: 'BOOK NOW' })).toBeNull();
    // The card the address names (checkout's "Full — join the waitlist") is highlighted.
    expect(mine.className).toMatch(/targeted/);
    expect(scrolled).toEqual(['session-12']);
  });
});
