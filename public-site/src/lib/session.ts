import Cookies from 'js-cookie';

/** The cookie both front ends read the bearer token from (DECISIONS 3). */
export const SESSION_COOKIE = 'eng';
const EXPIRY_DAYS = 30;

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | undefined {
  return Cookies.get(SESSION_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(SESSION_COOKIE, token, {
    expires: EXPIRY_DAYS,
    path: '/',
    sameSite: 'Strict',
    secure: window.location.protocol === 'https:',
  });
  notify();
}

export function removeToken(): void {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  notify();
}

/**
 * Subscribe to token changes (for useSyncExternalStore). Cookies raise no events, so another
 * tab signing in or out is picked up when this tab regains focus.
 */
export function subscribeToToken(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}
