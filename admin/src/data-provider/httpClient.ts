import { fetchUtils } from 'react-admin';

/**
 * `fetchJson` with the session's Bearer token. Its errors are react-admin's
 * `HttpError(message, status, body)`: the server's `message` reaches the form, and the body's
 * field `errors` each input.
 */
export const createHttpClient =
  (readToken: () => string | undefined) =>
  (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };

export type HttpClient = ReturnType<typeof createHttpClient>;
