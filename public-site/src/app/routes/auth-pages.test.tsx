import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';

const navigateFullPage = jest.fn<(path: string) => void>();
jest.unstable_mockModule('@/lib/full-page-navigation', () => ({ navigateFullPage }));

let AuthLayout: ComponentType;
let LoginRoute: ComponentType;
let RegisterRoute: ComponentType;

beforeAll(async () => {
  ({ AuthLayout } = await import('@/app/layout/auth-layout'));
  ({ default: LoginRoute } = await import('@/app/routes/login'));
  ({ default: RegisterRoute } = await import('@/app/routes/register'));
});

const user = (role: string) => ({
  id: 1,
  name: 'Sara Adel',
  email: 'sara@example.com',
  phone: '0100',
  company: null,
  role,
});

function renderAuth(url: string) {
  return renderAt(
    url,
    <Route element={<AuthLayout />}>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/register" element={<RegisterRoute />} />
    </Route>,
  );
}

function type(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input named ${name}`);
  fireEvent.change(input, { target: { value } });
  return input;
}

function fillLogin() {
  type('email_or_phone', ' sara@example.com ');
  type('password', 'secret1');
}

describe('Login page', () => {
  afterEach(() => {
    Cookies.remove('eng');
    navigateFullPage.mockReset();
  });

  it('keeps Login disabled until both fields are filled', () => {
    mockFetch(() => jsonResponse(500));
    renderAuth('/login');
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveProperty('disabled', true);
    type('email_or_phone', 'sara@example.com');
    expect(button).toHaveProperty('disabled', true);
    type('password', 'x');
    expect(button).toHaveProperty('disabled', false);
    type('email_or_phone', '   ');
    expect(button).toHaveProperty('disabled', true);
  });

  it.each([
    [401, { message: 'Unauthorized' }, 'Wrong email or password'],
    [422, { message: 'password must be a string' }, 'password must be a string'],
    [500, { message: 'database down' }, 'Internal Server Error'],
  ])('answers a %i with the alert text of %p', async (status, body, text) => {
    mockFetch(() => jsonResponse(status, body));
    renderAuth('/login');
    fillLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(Cookies.get('eng')).toBeUndefined();
  });

  it('posts the trimmed identifier, stores the token and returns a user to redirectTo', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { data: { token: 'new-token', user: user('1997') } }),
    );
    renderAuth('/login?redirectTo=%2Fcourses%2F5');
    fillLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/courses/5');
    expect(Cookies.get('eng')).toBe('new-token');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init?.body).toBe('{"email_or_phone":"sara@example.com","password":"secret1"}');
    expect(navigateFullPage).not.toHaveBeenCalled();
  });

  it('ignores an off-site redirectTo', async () => {
    mockFetch(() => jsonResponse(200, { data: { token: 't', user: user('1997') } }));
    renderAuth('/login?redirectTo=%2F%2Fevil.example');
    fillLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it.each([
    ['2001', '/dashboard/users'],
    ['1996', '/dashboard/courses'],
  ])('sends role %s to %s with a full page load', async (role, target) => {
    mockFetch(() => jsonResponse(200, { data: { token: 't', user: user(role) } }));
    renderAuth('/login?redirectTo=%2Fcourses%2F5');
    fillLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith(target));
    expect(navigateFullPage).toHaveBeenCalledTimes(1);
    expect(Cookies.get('eng')).toBe('t');
  });

  it('sends a visitor who is already signed in back to redirectTo', async () => {
    Cookies.set('eng', 'existing');
    mockFetch(() => jsonResponse(200, user('1997')));
    renderAuth('/login?redirectTo=%2Fcourses%2F9');
    expect((await screen.findByTestId('location')).textContent).toBe('/courses/9');
  });

  it('sends a signed-in staff member without redirectTo to the dashboard', async () => {
    Cookies.set('eng', 'existing');
    mockFetch(() => jsonResponse(200, user('2001')));
    renderAuth('/register');
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith('/dashboard/users'));
  });
});

describe('Register page', () => {
  afterEach(() => Cookies.remove('eng'));

  function fillRegister() {
    type('name', 'Sara Adel');
    type('email', 'sara@example.com');
    type('password', 'secret12');
    type('password_confirmation', 'secret12');
  }

  it('keeps the phone numeric and Register disabled until the required fields are filled', () => {
    mockFetch(() => jsonResponse(500));
    renderAuth('/register');
    const button = screen.getByRole('button', { name: 'Register' });
    fillRegister();
    expect(button).toHaveProperty('disabled', true);
    const phone = type('phone', '+20 100-abc');
    expect(phone.value).toBe('20100');
    expect(phone.inputMode).toBe('numeric');
    expect(document.querySelector('input[name="email"]')?.getAttribute('type')).toBe('email');
    expect(button).toHaveProperty('disabled', false);
  });

  it('shows the server message of a 422', async () => {
    mockFetch(() => jsonResponse(422, { message: 'Email is already registered' }));
    renderAuth('/register');
    fillRegister();
    type('phone', '0100');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is already registered');
  });

  it('names the password rule (8 to 128) and keeps Register disabled for a 7-character password', () => {
    const fetchMock = mockFetch(() => jsonResponse(500));
    renderAuth('/register');
    expect(screen.getByText('8 to 128 characters')).toBeTruthy();
    fillRegister();
    type('phone', '0100');
    fireEvent.blur(type('password', 'secret1'));
    type('password_confirmation', 'secret1');
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('The password must be 8 to 128 characters')).toBeTruthy();
    expect(screen.getByText('Still needed:').parentElement?.textContent).toBe(
      'Still needed: password',
    );
    fireEvent.submit(button.closest('form')!);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Internal Server Error for other failures', async () => {
    mockFetch(() => jsonResponse(503, { message: 'maintenance' }));
    renderAuth('/register');
    fillRegister();
    type('phone', '0100');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Internal Server Error');
  });

  it('signs the new user in and goes where they were going', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(201, { data: { token: 'fresh', user: user('1997') } }),
    );
    renderAuth('/register?redirectTo=%2Fcoursespayment%2F3');
    fillRegister();
    type('phone', '0100');
    type('company', '  Acme  ');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/coursespayment/3');
    expect(Cookies.get('eng')).toBe('fresh');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      name: 'Sara Adel',
      email: 'sara@example.com',
      phone: '0100',
      company: 'Acme',
      password: 'secret12',
      password_confirmation: 'secret12',
      // The account's mails go out in the language of the page it registered on.
      locale: 'en',
    });
  });
});
