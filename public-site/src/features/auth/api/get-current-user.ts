import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { ApiError, apiFetch } from '@/lib/api-client';
import { getToken, removeToken, subscribeToToken } from '@/lib/session';
import { type User } from '@/features/auth/types';

export async function getCurrentUser(): Promise<User> {
  try {
    return await apiFetch<User>('/user', { auth: true });
  } catch (error) {
    // A refused token is dead for both front ends: drop it instead of sending it again.
    if (error instanceof ApiError && error.status === 401) removeToken();
    throw error;
  }
}

/** Each token has its own cache entry, so signing in or out never shows a stale user. */
export function currentUserKey(token: string): readonly ['/user', string] {
  return ['/user', token];
}

const readToken = (): string | null => getToken() ?? null;
/** On the server and during hydration the cookie is unknown: render the loading state. */
const unknownToken = (): undefined => undefined;

/** The session token: undefined while not yet known, null when signed out. */
export function useSessionToken(): string | null | undefined {
  return useSyncExternalStore(subscribeToToken, readToken, unknownToken);
}

export type CurrentUserState =
  | { status: 'loading'; user?: undefined }
  | { status: 'signed-out'; user?: undefined }
  | { status: 'signed-in'; user: User };

/** The signed-in user. A failed call means signed out, silently (spec §8). */
export function useCurrentUser(): CurrentUserState {
  const token = useSessionToken();
  const { data, error } = useSWR<User, ApiError>(
    token ? currentUserKey(token) : null,
    getCurrentUser,
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );

  if (token === undefined) return { status: 'loading' };
  if (token === null) return { status: 'signed-out' };
  if (data) return { status: 'signed-in', user: data };
  if (error) return { status: 'signed-out' };
  return { status: 'loading' };
}
