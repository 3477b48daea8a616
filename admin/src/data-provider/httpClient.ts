import { fetchUtils } from 'react-admin';

/**
 * `fetchJson` with the session's Bearer token. Its errors are react-admin's
 * `HttpError(message, status, body)`: the server's `message` reaches the form, and the body's
 * field `errors` each input.
 */
const pageLanguage = (): 'ar' | 'en' =>
  typeof document !== 'undefined' && document.documentElement.lang === 'ar' ? 'ar' : 'en';

export const createHttpClient =
  (readToken: () => string | undefined) =>
  (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    // The dashboard's language (lang on <html>): the server writes its messages in it.
    headers.set('Accept-Language', pageLanguage());
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };

export type HttpClient = ReturnType<typeof createHttpClient>;
