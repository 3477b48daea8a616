import { fetchUtils, HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { normalizeRole } from './auth/roles';
import { getToken, removeToken } from './auth/token';

/** `GET /api/user` (spec §7). */
export interface CurrentUser {
  id: number | string;
  name: string;
  email: string;
  phone?: string;
  company?: string | null;
  role: string;
  created_at?: string;
  updated_at?: string;
}

export interface AuthProviderOptions {
  apiUrl?: string;
  /** Whether `role` may perform `action` on `resource` (react-admin's canAccess). */
  canAccess: (role: string | undefined, resource: string, action: string) => boolean;
}

/** Sign-in lives on the public site (another SPA), so leave the dashboard with a full page load. */
export const loginUrl = (): string => {
  const { origin, pathname, search } = window.location;
  return `${origin}/login?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
};

export const homeUrl = (): string => `${window.location.origin}/`;

/**
 * An error that sends react-admin to `redirectTo` without a notification. React-admin leaves by
 * `window.location` (not its router) because the address is absolute.
 */
const redirectError = (redirectTo: string) =>
  Object.assign(new Error('Sign-in required'), { redirectTo, message: false as const });

/** The auth provider, with the optional methods this dashboard always implements. */
export type DashboardAuthProvider = AuthProvider &
  Required<Pick<AuthProvider, 'getIdentity' | 'getPermissions' | 'canAccess'>>;

export const createAuthProvider = (options: AuthProviderOptions): DashboardAuthProvider => {
  const apiUrl = options.apiUrl ?? '/api';
  // One `GET /api/user` per token: checkAuth, getIdentity and getPermissions all need it.
  let cached: { token: string; user: Promise<CurrentUser> } | undefined;

  const currentUser = (): Promise<CurrentUser> => {
    const token = getToken();
    if (!token) return Promise.reject(new HttpError('Not signed in', 401));
    if (cached?.token === token) return cached.user;
    const user = fetchUtils
      .fetchJson(`${apiUrl}/user`, {
        headers: new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` }),
      })
      .then(({ json }) => json as CurrentUser);
    cached = { token, user };
    user.catch(() => {
      if (cached?.user === user) cached = undefined;
    });
    return user;
  };

  const currentRole = async (): Promise<string | undefined> =>
    normalizeRole((await currentUser()).role);

  return {
    // There is no dashboard login form: the public site's /login signs in.
    login: () => {
      window.location.assign(loginUrl());
      return Promise.resolve();
    },

    checkAuth: async () => {
      try {
        await currentUser();
      } catch {
        throw redirectError(loginUrl());
      }
    },

    checkError: (error: unknown) => {
      const status = (error as { status?: unknown } | null)?.status;
      if (status === 401) return Promise.reject(redirectError(loginUrl()));
      return Promise.resolve();
    },

    logout: () => {
      const token = getToken();
      if (token) {
        // Fired without waiting (spec §4); keepalive lets it outlive the page we leave.
        fetch(`${apiUrl}/logout`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          keepalive: true,
        }).catch(() => undefined);
      }
      removeToken();
      cached = undefined;
      // Where react-admin goes when it logs the user out itself (no or expired session). The
      // user menu's Logout asks for the home page instead (spec §4).
      return Promise.resolve(loginUrl());
    },

    getIdentity: async (): Promise<UserIdentity> => {
      const user = await currentUser();
      return { ...user, id: user.id, fullName: user.name };
    },

    getPermissions: currentRole,

    canAccess: async ({ resource, action }: { resource: string; action: string }) =>
      options.canAccess(await currentRole(), resource, action),
  };
};
