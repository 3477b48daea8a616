import Cookies from 'js-cookie';

/** Cookie shared with the public site (DECISIONS 3 and 4). */
export const TOKEN_COOKIE = 'eng';
/** Query parameter that old dashboard links still carry. */
export const TOKEN_PARAM = 'eng';

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

export const setToken = (token: string): void => {
  Cookies.set(TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'Strict',
    secure: window.location.protocol === 'https:',
  });
};

export const removeToken = (): void => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
};

/**
 * Accepts a token from an old `?eng=<token>` link once: the token moves into the cookie and
 * leaves the address bar (and so the history entry, referrers and screenshots) at once.
 * Only when nobody is signed in (DECISIONS 23): otherwise a crafted link would swap a super
 * admin's session for the sender's account, and whatever the admin then types would land there.
 * The parameter leaves the address bar either way. Must run before the app renders. Returns
 * true when the URL carried the parameter.
 */
export const captureTokenFromUrl = (): boolean => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(TOKEN_PARAM)) return false;
  const token = url.searchParams.get(TOKEN_PARAM)?.trim();
  url.searchParams.delete(TOKEN_PARAM);
  if (token && !getToken()) setToken(token);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
};
