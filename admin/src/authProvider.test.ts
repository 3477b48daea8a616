/**
 * @jest-environment jsdom
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createAuthProvider } from './authProvider';
import { getToken, removeToken, setToken } from './auth/token';

interface FakeResponse {
  status: number;
  statusText: string;
  headers: Headers;
  text: () => Promise<string>;
}

const reply = (body: unknown, status = 200): FakeResponse => ({
  status,
  statusText: status === 200 ? 'OK' : 'Error',
  headers: new Headers({ 'Content-Type': 'application/json' }),
  text: () => Promise.resolve(JSON.stringify(body)),
});

const user = {
  id: 1,
  name: 'Mohamed Abdelrahman',
  email: 'admin@example.com',
  role: '2001',
};

type FetchArgs = [input: string, init?: RequestInit];
let fetchMock: jest.Mock<(...args: FetchArgs) => Promise<FakeResponse>>;

const makeProvider = () =>
  createAuthProvider({
    canAccess: (role, resource) => role === '2001' || (role === '1996' && resource !== 'users'),
  });

const loginRedirect = 'http://localhost/login?redirectTo=%2Fdashboard%2Fcategories%3Fpage%3D2';

beforeEach(() => {
  removeToken();
  window.history.replaceState(null, '', '/dashboard/categories?page=2');
  fetchMock = jest.fn<(...args: FetchArgs) => Promise<FakeResponse>>();
  (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
});

describe('checkAuth', () => {
  it('sends a visitor without the cookie to the public /login, back to this page afterwards', async () => {
    await expect(makeProvider().checkAuth({})).rejects.toMatchObject({
      redirectTo: loginRedirect,
      message: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a token that GET /api/user accepts, asking once for all the auth calls', async () => {
    setToken('tok-1');
    fetchMock.mockResolvedValue(reply(user));
    const provider = makeProvider();

    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.getPermissions({})).resolves.toBe('2001');
    await expect(provider.getIdentity()).resolves.toMatchObject({
      id: 1,
      fullName: 'Mohamed Abdelrahman',
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends the user to /login when the current-user call fails', async () => {
    setToken('revoked');
    fetchMock.mockResolvedValue(reply({ message: 'Unauthenticated.' }, 401));

    await expect(makeProvider().checkAuth({})).rejects.toMatchObject({ redirectTo: loginRedirect });
  });
});

describe('permissions', () => {
  it('reads the role as a string, even when it arrives as a number', async () => {
    setToken('tok-2');
    fetchMock.mockResolvedValue(reply({ ...user, role: 1996 }));
    const provider = makeProvider();

    await expect(provider.getPermissions({})).resolves.toBe('1996');
    await expect(provider.canAccess({ resource: 'users', action: 'list' })).resolves.toBe(false);
    await expect(provider.canAccess({ resource: 'categories', action: 'list' })).resolves.toBe(
      true,
    );
  });
});

describe('checkError', () => {
  it('logs out to /login on 401 and keeps the session on other errors', async () => {
    const provider = makeProvider();

    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: loginRedirect,
    });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 409 })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('offline'))).resolves.toBeUndefined();
  });
});

describe('logout', () => {
  it('fires GET /api/logout with the token, removes the cookie and sends a forced logout to /login', async () => {
    setToken('tok-3');
    let settle: (response: FakeResponse) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (settle = resolve)));

    // resolves while the logout call is still pending: it is not awaited
    await expect(makeProvider().logout({})).resolves.toBe(loginRedirect);

    expect(getToken()).toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-3');
    settle(reply({}));
  });

  it('forgets the cached user, so the next check asks the server again', async () => {
    setToken('tok-4');
    fetchMock.mockResolvedValue(reply(user));
    const provider = makeProvider();
    await provider.checkAuth({});
    await provider.logout({});
    fetchMock.mockClear();

    await expect(provider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
