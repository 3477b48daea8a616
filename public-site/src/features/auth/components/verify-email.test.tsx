import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderAt } from '../../../../test/render';
import { VerifyEmail } from '@/features/auth/components/verify-email';

const GONE = 'This link has expired or was already used. Please ask for a new one.';
const user = { id: 3, name: 'Mariam Adeyemi', email: 'mariam@example.com', role: '1997' };

function renderPage(token = 'tok') {
  return renderAt(
    '/verify-email',
    <Route path="/verify-email" element={<VerifyEmail token={token} />} />,
  );
}

describe('VerifyEmail', () => {
  afterEach(() => Cookies.remove('eng'));

  it('confirms the address with the link’s token', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Thank you.' }));
    renderPage('abc');
    expect(await screen.findByRole('heading', { name: 'Email address confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Thank you.');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/email/verify');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ token: 'abc' }));
  });

  it('tells a signed-in, already confirmed user that the address is confirmed (410)', async () => {
    Cookies.set('eng', 'session');
    mockFetch((url) =>
      url === '/api/user'
        ? jsonResponse(200, { ...user, email_verified: true })
        : jsonResponse(410, { message: GONE }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your address is confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('mariam@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/not confirmed/)).toBeNull();
  });

  it('keeps the server’s words when the signed-in user is not yet confirmed', async () => {
    Cookies.set('eng', 'session');
    mockFetch((url) =>
      url === '/api/user'
        ? jsonResponse(200, { ...user, email_verified: false })
        : jsonResponse(422, { message: 'This link is not valid.' }),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Email address not confirmed' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link is not valid.');
  });

  it('says the link is used or expired to a signed-out visitor, without asking for the user', async () => {
    const fetchMock = mockFetch(() => jsonResponse(410, { message: GONE }));
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(GONE);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/email/verify']);
  });
});
