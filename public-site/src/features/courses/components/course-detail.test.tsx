import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { renderAt } from '../../../../test/render';
import {
  callsOf,
  categories,
  course,
  mockApi,
  type Reply,
} from '../../../../test/training-fixtures';
import { CourseDetail } from '@/features/courses/components/course-detail';
import { type Viewer } from '@/features/courses/types';

const signedIn: Viewer = { status: 'signed-in', token: 'tok' };
const signedOut: Viewer = { status: 'signed-out' };

const publicRoutes: Record<string, Reply> = {
  'GET /api/courses/5': { status: 200, body: course(5, { name: 'ESP Design' }) },
  'GET /api/courses': { status: 200, body: [course(5), course(6), course(7)] },
  'GET /api/categories': { status: 200, body: categories },
};

function renderCourse(viewer: Viewer, courseId: number | null = 5) {
  return renderAt(
    `/courses/${courseId ?? 'abc'}`,
    <Route path="/courses/:id" element={<CourseDetail courseId={courseId} viewer={viewer} />} />,
  );
}

describe('Course detail', () => {
  // The API client reads the bearer token from the session cookie, as in the browser.
  beforeEach(() => {
    Cookies.set('eng', 'tok');
  });
  afterEach(() => Cookies.remove('eng'));

  it('shows the course with its price in EGP and the four information tabs', async () => {
    mockApi(publicRoutes);
    renderCourse(signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'ESP Design' })).toBeTruthy();
    expect(
      screen.getByText((_, element) => element?.textContent === 'Price: 18,500 EGP', {
        selector: 'p',
      }),
    ).toBeTruthy();
    expect(screen.getByText('PE-5', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Artificial lift')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Course information' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'DESCRIPTION',
      'INSTRUCTOR',
      'LOCATION',
      'TIME',
    ]);
    expect(screen.getByText('Outline of course 5')).toBeTruthy();
    fireEvent.click(tabs.getByRole('tab', { name: 'LOCATION' }));
    expect(tabs.getByRole('tab', { name: 'LOCATION' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'LOCATION' }).textContent).toBe('New Cairo');
    // The sidebar: categories to the Training page, the other courses as latest.
    const sidebar = within(screen.getByRole('complementary', { name: 'More training' }));
    expect((await sidebar.findByRole('link', { name: 'Upstream' })).getAttribute('href')).toBe(
      '/courses?category=1',
    );
    expect(await sidebar.findByRole('link', { name: 'Course 7' })).toBeTruthy();
    expect(sidebar.queryByRole('link', { name: 'Course 5' })).toBeNull();
  });

  it('sends a signed-out visitor to /login and back, from BOOK NOW and from the heart', async () => {
    const fetchMock = mockApi(publicRoutes);
    renderCourse(signedOut);
    const book = await screen.findByRole('link', { name: 'BOOK NOW' });
    expect(book.getAttribute('href')).toBe('/login?redirectTo=%2Fcourses%2F5');

    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/login?redirectTo=%2Fcourses%2F5',
    );
    // Nothing private was asked for without a session.
    expect(callsOf(fetchMock).some((call) => /wishlist|user\//.test(call))).toBe(false);
  });

  it('offers BOOK NOW to checkout when the course is not among the user courses', async () => {
    mockApi({
      ...publicRoutes,
      'GET /api/users/wishlist': { status: 200, body: { wishlist: [] } },
      'GET /api/user/courses': { status: 200, body: { courses: [course(6)] } },
    });
    renderCourse(signedIn);
    const book = await screen.findByRole('link', { name: 'BOOK NOW' });
    expect(book.getAttribute('href')).toBe('/coursespayment/5');
    expect(screen.queryByRole('button', { name: 'BOOKED' })).toBeNull();
  });

  it('replaces BOOK NOW with a disabled BOOKED once the course is bought', async () => {
    mockApi({
      ...publicRoutes,
      'GET /api/users/wishlist': { status: 200, body: { wishlist: [] } },
      'GET /api/user/courses': { status: 200, body: { courses: [course(5)] } },
    });
    renderCourse(signedIn);
    const booked = await screen.findByRole('button', { name: 'BOOKED' });
    expect(booked).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'BOOK NOW' })).toBeNull();
  });

  it('adds and removes the course from the wishlist, sending the bearer token', async () => {
    const fetchMock = mockApi({
      ...publicRoutes,
      'GET /api/users/wishlist': { status: 200, body: { wishlist: [] } },
      'GET /api/user/courses': { status: 200, body: { courses: [] } },
      'POST /api/courses/wishlist/add/5': { status: 201, body: { message: 'Added' } },
      'DELETE /api/courses/wishlist/remove/5': { status: 200, body: { message: 'Removed' } },
    });
    renderCourse(signedIn);
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(heart).toHaveProperty('disabled', false));
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/courses/wishlist/add/5'));
    const addCall = fetchMock.mock.calls.find(([url]) => url === '/api/courses/wishlist/add/5');
    expect(new Headers(addCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok');

    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContain('DELETE /api/courses/wishlist/remove/5'),
    );
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBe('false'));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts red when the course is already on the wishlist', async () => {
    mockApi({
      ...publicRoutes,
      'GET /api/users/wishlist': { status: 200, body: { wishlist: [course(5)] } },
      'GET /api/user/courses': { status: 200, body: { courses: [] } },
    });
    renderCourse(signedIn);
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });

  it('puts the heart back and says so when the server refuses the change', async () => {
    mockApi({
      ...publicRoutes,
      'GET /api/users/wishlist': { status: 200, body: { wishlist: [] } },
      'GET /api/user/courses': { status: 200, body: { courses: [] } },
      'POST /api/courses/wishlist/add/5': { status: 500, body: { message: 'boom' } },
    });
    renderCourse(signedIn);
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(heart).toHaveProperty('disabled', false));
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be updated/);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a not-found state for an unknown course', async () => {
    mockApi({
      ...publicRoutes,
      'GET /api/courses/99': { status: 404, body: { message: 'Course not found' } },
    });
    renderCourse(signedOut, 99);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all courses' }).getAttribute('href')).toBe(
      '/courses',
    );
  });

  it('does not ask the server about an id that cannot exist', () => {
    const fetchMock = mockApi(publicRoutes);
    renderCourse(signedOut, null);
    expect(screen.getByRole('heading', { name: 'Course not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('a course with dated sessions (issue 22)', () => {
    const upcoming = (id: number, day: number, seats: number, location: string) => ({
      id,
      course_id: 5,
      starts_at: `2031-12-0${day}T07:00:00.000Z`,
      ends_at: `2031-12-0${day + 1}T14:00:00.000Z`,
      location,
      language: 'English',
      capacity: 12,
      seats_left: seats,
      full: seats === 0,
    });

    function renderDated(viewer: Viewer, routes: Record<string, Reply>, bookedSessionId?: number) {
      mockApi({
        ...publicRoutes,
        'GET /api/users/wishlist': { status: 200, body: { wishlist: [] } },
        ...routes,
      });
      return renderAt(
        '/courses/5',
        <Route
          path="/courses/:id"
          element={<CourseDetail courseId={5} viewer={viewer} bookedSessionId={bookedSessionId} />}
        />,
      );
    }

    const when = () => screen.getByText('When', { selector: 'dt' }).nextElementSibling?.textContent;
    const where = () =>
      screen.getByText('Where', { selector: 'dt' }).nextElementSibling?.textContent;

    it('shows the next date and the places instead of the free-text When/Where', async () => {
      renderDated(signedIn, {
        'GET /api/user/courses': { status: 200, body: { courses: [] } },
        'GET /api/sessions/upcoming': {
          status: 200,
          body: [upcoming(11, 1, 3, 'New Cairo centre'), upcoming(12, 4, 5, 'Ain Sokhna')],
        },
      });
      await screen.findByRole('heading', { name: 'Upcoming sessions' });
      expect(when()).toBe(
        'Next: Mon 1 – Tue 2 Dec 2031, 09:00–16:00 (and 1 more date) See all dates',
      );
      expect(where()).toBe('New Cairo centre (1 other place)');
      expect(screen.queryByText('5 days')).toBeNull();
      // The TIME tab lists the dates too, never the free text.
      fireEvent.click(screen.getByRole('tab', { name: 'TIME' }));
      expect(screen.getByRole('tabpanel').textContent).toContain(
        'Mon 1 – Tue 2 Dec 2031, 09:00–16:00 (Cairo time), New Cairo centre, English',
      );
      // The top BOOK NOW goes to checkout, which asks for the date.
      expect(screen.getAllByRole('link', { name: 'BOOK NOW' })[0]?.getAttribute('href')).toBe(
        '/coursespayment/5',
      );
    });

    it('keeps the free text for a course without dates', async () => {
      renderDated(signedIn, {
        'GET /api/user/courses': { status: 200, body: { courses: [] } },
        'GET /api/sessions/upcoming': { status: 200, body: [] },
      });
      await waitFor(() => expect(when()).toBe('5 days'));
      expect(where()).toBe('New Cairo');
    });

    it('leads to the waitlists when every date is full', async () => {
      renderDated(signedIn, {
        'GET /api/user/courses': { status: 200, body: { courses: [] } },
        'GET /api/sessions/upcoming': { status: 200, body: [upcoming(11, 1, 0, 'New Cairo')] },
      });
      const join = await screen.findByRole('link', {
        name: 'Every date is full — join a waitlist',
      });
      expect(join.getAttribute('href')).toBe('#sessions-title');
    });

    it('marks the booked date for a live booking and keeps every date listed', async () => {
      renderDated(
        signedIn,
        {
          'GET /api/user/courses': { status: 200, body: { courses: [course(5)] } },
          'GET /api/sessions/upcoming': {
            status: 200,
            body: [upcoming(11, 1, 3, 'New Cairo'), upcoming(12, 4, 5, 'Ain Sokhna')],
          },
        },
        12,
      );
      expect((await screen.findByTestId('session-12')).textContent).toContain('Your booking');
      expect(screen.getByTestId('session-11').textContent).toContain('3 seats left');
      expect(screen.getByRole('button', { name: 'BOOKED' })).toHaveProperty('disabled', true);
    });
  });
});
