import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Cookies from 'js-cookie';
import { headersOf, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { ApiError, apiFetch } from '@/lib/api-client';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiFetch', () => {
  beforeEach(() => {
    Cookies.set('eng', 'secret-token');
  });
  afterEach(() => Cookies.remove('eng'));

  it('prefixes /api, sends JSON and returns the parsed body', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { data: { id: 1 } }));

    const result = await apiFetch<{ data: { id: number } }>('/login', {
      method: 'POST',
      body: { email_or_phone: 'a@b.c', password: 'x' },
    });

    expect(result).toEqual({ data: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email_or_phone":"a@b.c","password":"x"}');
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
    expect(headersOf(init).get('Authorization')).toBeNull();
  });

  it('adds the bearer token from the eng cookie when auth is asked for', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { id: 1 }));
    await apiFetch('/user', { auth: true });
    expect(headersOf(fetchMock.mock.calls[0]?.[1]).get('Authorization')).toBe(
      'Bearer secret-token',
    );
  });

  it('takes a read the HTML preloaded from the preload once, and asks again after that', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { id: 1 }));
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('href', '/api/courses/1');
    document.head.append(link);
    try {
      await apiFetch('/courses/1');
      await apiFetch('/courses/1');
      await apiFetch('/courses/2');
      const modes = fetchMock.mock.calls.map(([, init]) => init?.cache);
      // Chrome hands a preload only to a default-mode fetch; every other read revalidates.
      expect(modes).toEqual(['default', 'no-cache', 'no-cache']);
    } finally {
      link.remove();
    }
  });

  it("asks for the page's language, not the browser's: Arabic on /ar pages (issue 28)", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    document.documentElement.lang = 'ar';
    try {
      await apiFetch('/register', { method: 'POST', body: {} });
    } finally {
      document.documentElement.lang = 'en';
    }
    await apiFetch('/register', { method: 'POST', body: {} });
    expect(headersOf(fetchMock.mock.calls[0]?.[1]).get('Accept-Language')).toBe('ar');
    expect(headersOf(fetchMock.mock.calls[1]?.[1]).get('Accept-Language')).toBe('en');
  });

  it('sends FormData as it is, letting the browser set the multipart type', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { ok: true }));
    const form = new FormData();
    form.append('full_name', 'Sara');
    await apiFetch('/job-requests', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(headersOf(init).get('Content-Type')).toBeNull();
  });

  it('returns undefined for an empty body', async () => {
    mockFetch(() => jsonResponse(204));
    await expect(apiFetch('/logout')).resolves.toBeUndefined();
  });

  it('throws ApiError with the status and the body message', async () => {
    mockFetch(() => jsonResponse(401, { statusCode: 401, message: 'Invalid credentials' }));
    const error = await caught(apiFetch('/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid credentials');
    expect(error.errors).toBeUndefined();
  });

  it('keeps the field errors of a 422', async () => {
    mockFetch(() =>
      jsonResponse(422, {
        message: 'Email is already registered',
        errors: { email: 'Email is already registered' },
      }),
    );
    const error = await caught(apiFetch('/register', { method: 'POST', body: {} }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Email is already registered');
    expect(error.errors).toEqual({ email: 'Email is already registered' });
  });

  it('falls back to the status text when the body has no message', async () => {
    mockFetch(() => jsonResponse(500, '<html>oops</html>', 'Internal Server Error'));
    const error = await caught(apiFetch('/courses'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Internal Server Error');
  });

  it('reports a network failure as status 0', async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await caught(apiFetch('/courses'));
    expect(error.status).toBe(0);
  });
});
