import { getToken } from '@/lib/session';

/** Field messages a 422 response may carry next to its `message`. */
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errors) this.errors = errors;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Send the bearer token from the session cookie, when there is one. */
  auth?: boolean;
  signal?: AbortSignal;
}

const API_PREFIX = '/api';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { message } = body;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message) && message.length > 0) return message.map(String).join(', ');
  return undefined;
}

function readFieldErrors(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, text] of Object.entries(body.errors)) {
    errors[field] = Array.isArray(text) ? text.map(String).join(', ') : String(text);
  }
  return errors;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Whether the page's HTML preloaded this read (the course page's course and dates, from the
 * server's PageMeta.preload) and the preload is still unclaimed; claims it. Chrome hands a
 * preload only to a fetch of the default cache mode: the `no-cache` of every other read
 * asked the server a second time, one round trip after the page's code had loaded.
 */
function claimPreload(url: string): boolean {
  if (typeof document === 'undefined') return false;
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="fetch"]',
  )) {
    if (link.getAttribute('href') === url && link.dataset.claimed === undefined) {
      link.dataset.claimed = '';
      return true;
    }
  }
  return false;
}

/** The one way the public site talks to the API. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = false, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  // The page's language, not the browser's: the server writes its messages in it (issue 28).
  if (typeof document !== 'undefined') {
    headers.set('Accept-Language', document.documentElement.lang === 'ar' ? 'ar' : 'en');
  }

  if (auth) {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const url = `${API_PREFIX}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
      // Visitors' reads may be kept 10 s (ADR 0016); the site asks again each time, so what
      // staff just changed shows at once: a cheap 304 when nothing did. A read this page's
      // HTML preloaded is fresh: it is taken as it arrived.
      cache: method === 'GET' && claimPreload(url) ? 'default' : 'no-cache',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error');
  }

  const data = parseBody(await response.text());
  if (!response.ok) {
    throw new ApiError(
      response.status,
      readMessage(data) ?? (response.statusText || `Request failed with status ${response.status}`),
      readFieldErrors(data),
    );
  }
  return data as T;
}
