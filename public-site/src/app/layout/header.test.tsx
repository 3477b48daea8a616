import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { headersOf, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { Header } from '@/app/layout/header';

const user = {
  id: 7,
  name: 'Abdelrahman Mostafa',
  email: 'abdelrahman@example.com',
  phone: '01000000000',
  company: null,
  role: '1997',
};

function renderHeader() {
  return renderAt('/', <Route path="/" element={<Header />} />);
}

describe('Header account area', () => {
  afterEach(() => Cookies.remove('eng'));

  it('shows the Login link at once, without calling the API, when there is no token', () => {
    const fetchMock = mockFetch(() => jsonResponse(200, user));
    renderHeader();

    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Loading... and then the whole name (CSS cuts it only when the bar is full)', async () => {
    Cookies.set('eng', 'tok-1');
    const fetchMock = mockFetch(() => jsonResponse(200, user));
    renderHeader();

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    const menuButton = await screen.findByRole('button', { name: 'Account menu' });
    expect(menuButton.textContent).toBe(user.name);
    expect(menuButton.getAttribute('title')).toBe(user.name);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user');
    expect(headersOf(init).get('Authorization')).toBe('Bearer tok-1');
  });

  it('shows a short name without an ellipsis', async () => {
    Cookies.set('eng', 'tok-2');
    mockFetch(() => jsonResponse(200, { ...user, name: 'Sara' }));
    renderHeader();
    expect((await screen.findByRole('button', { name: 'Account menu' })).textContent).toBe('Sara');
  });

  it('falls back to the Login link, silently, when the user call fails', async () => {
    Cookies.set('eng', 'tok-3');
    mockFetch(() => jsonResponse(500, { message: 'boom' }));
    renderHeader();

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(Cookies.get('eng')).toBe('tok-3');
  });

  it('forgets a token the server refuses', async () => {
    Cookies.set('eng', 'expired');
    mockFetch(() => jsonResponse(401, { message: 'Unauthenticated' }));
    renderHeader();

    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(Cookies.get('eng')).toBeUndefined();
  });

  it('offers Profile and Logout; Logout revokes, forgets the token and goes to /login', async () => {
    Cookies.set('eng', 'tok-4');
    const fetchMock = mockFetch((url) =>
      url === '/api/logout' ? new Promise<Response>(() => undefined) : jsonResponse(200, user),
    );
    renderHeader();

    const menuButton = await screen.findByRole('button', { name: 'Account menu' });
    expect(menuButton.getAttribute('aria-haspopup')).toBe('menu');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(document.activeElement).toBe(profile);

    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    // The logout call is never answered: navigation must not wait for it.
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(Cookies.get('eng')).toBeUndefined();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/logout');
    expect(logoutCall?.[1]?.method).toBe('GET');
    expect(headersOf(logoutCall?.[1]).get('Authorization')).toBe('Bearer tok-4');
  });

  it('works the account menu from the keyboard', async () => {
    Cookies.set('eng', 'tok-5');
    mockFetch(() => jsonResponse(200, user));
    renderHeader();

    const menuButton = await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.keyDown(menuButton, { key: 'ArrowUp' });
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    expect(document.activeElement).toBe(logout);
    fireEvent.keyDown(logout, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    fireEvent.keyDown(document.activeElement ?? logout, { key: 'End' });
    expect(document.activeElement).toBe(logout);
    fireEvent.keyDown(logout, { key: 'Escape' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });
});

describe('Header navigation', () => {
  afterEach(() => Cookies.remove('eng'));

  it('links the top-level pages', () => {
    mockFetch(() => jsonResponse(200, user));
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/aboutus',
      '/software',
      '/consultation',
      '/artificalleft',
      '/testing',
      '/enhancing',
      '/courses',
      '/projects',
      '/contactus',
      // The language switch (issue 28): last in the bar, and in the slide-out menu on phones.
      '/ar',
    ]);
  });

  it('opens SERVICES and the nested OPERATIONS menu; Escape closes the innermost one', () => {
    mockFetch(() => jsonResponse(200, user));
    renderHeader();

    const services = screen.getByRole('button', { name: 'Services' });
    expect(screen.queryByRole('link', { name: 'Software' })).toBeNull();
    fireEvent.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Software' })).toBeTruthy();

    const operations = screen.getByRole('button', { name: 'Operations' });
    fireEvent.click(operations);
    const lift = screen.getByRole('link', { name: 'Artificial lift' });
    expect(lift.getAttribute('href')).toBe('/artificalleft');

    fireEvent.keyDown(lift, { key: 'Escape' });
    expect(operations.getAttribute('aria-expanded')).toBe('false');
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(operations);

    fireEvent.keyDown(operations, { key: 'Escape' });
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(services);
  });

  it('hides on scroll down and shows again on scroll up', () => {
    mockFetch(() => jsonResponse(200, user));
    renderHeader();
    const header = screen.getByRole('banner');

    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });

    scrollTo(400);
    expect(header.className).toContain('hidden');
    scrollTo(300);
    expect(header.className).not.toContain('hidden');
    scrollTo(0);
  });

  it('shows every nav item at once, without a staggered delay (issue 26 item 5)', () => {
    mockFetch(() => jsonResponse(200, user));
    renderHeader();
    const items = screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('ul > li');
    const topItems = Array.from(items).filter(
      (item) => item.parentElement?.parentElement?.tagName === 'NAV',
    );
    // Six pages and the language switch.
    expect(topItems.length).toBe(7);
    expect(topItems.map((item) => (item as HTMLElement).style.animationDelay)).toEqual(
      Array(7).fill(''),
    );
  });
});
