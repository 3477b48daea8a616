import { jest } from '@jest/globals';

/** A minimal fetch Response (jsdom has no fetch): what apiFetch reads, nothing more. */
export function jsonResponse(status: number, body?: unknown, statusText = ''): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces global fetch with a jest mock answering through `handler` (apiFetch passes URLs as strings). */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = jest.fn((url: string, init?: RequestInit) =>
    Promise.resolve(handler(url, init ?? {})),
  );
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

/** The headers a mocked fetch call was made with. */
export function headersOf(init: RequestInit | undefined): Headers {
  return new Headers(init?.headers);
}
