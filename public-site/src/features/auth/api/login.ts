import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError, apiFetch } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { type AuthResponse, type User } from '@/features/auth/types';

export interface LoginInput {
  email_or_phone: string;
  password: string;
}

export function login(input: LoginInput): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/login', { method: 'POST', body: input });
}

/** The alert text for a failed login (spec §8). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Wrong email or password';
    // 422 names the broken field rule; 429 says how long to wait (DECISIONS 24).
    if (error.status === 422 || error.status === 429) return error.message;
  }
  return 'Internal Server Error';
}

/** Logs in, keeps the token in the session cookie and primes the current-user cache. */
export function useLogin() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<User, ApiError, string, LoginInput>(
    '/login',
    async (_key, { arg }) => {
      const { data } = await login(arg);
      setToken(data.token);
      await mutate(currentUserKey(data.token), data.user, { revalidate: false });
      return data.user;
    },
    { throwOnError: false },
  );
}
