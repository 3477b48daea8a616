import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError, apiFetch } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { type AuthResponse, type User } from '@/features/auth/types';

export interface RegisterInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  password: string;
  password_confirmation: string;
  /** The page's language: an account made on /ar reads its mails in Arabic (issue 28 item 4). */
  locale?: 'en' | 'ar';
}

export function register(input: RegisterInput): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/register', { method: 'POST', body: input });
}

/** The alert text for a failed registration (spec §8). */
export function registerErrorMessage(error: unknown): string {
  // 422 names the broken field rule (passwords: DECISIONS 16); 429 says how long to wait.
  if (error instanceof ApiError && (error.status === 422 || error.status === 429)) {
    return error.message;
  }
  return 'Internal Server Error';
}

/** Registers and signs the new user in (DECISIONS 12). */
export function useRegister() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<User, ApiError, string, RegisterInput>(
    '/register',
    async (_key, { arg }) => {
      const { data } = await register(arg);
      setToken(data.token);
      await mutate(currentUserKey(data.token), data.user, { revalidate: false });
      return data.user;
    },
    { throwOnError: false },
  );
}
