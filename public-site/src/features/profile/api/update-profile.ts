import useSWRMutation from 'swr/mutation';
import { type ApiError, apiFetch } from '@/lib/api-client';

export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  password: string;
  password_confirmation: string;
  /** Needed to change one's own password or email (DECISIONS 16). */
  current_password: string;
  /** The language of the account's mails: 'en' or 'ar' (issue 28 item 4). */
  locale: string;
}

/**
 * What is sent: never a role (DECISIONS 1); the password only when a new one was typed, the
 * current one only when given.
 */
export function profilePayload(input: ProfileInput): Record<string, string> {
  const payload: Record<string, string> = {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    company: input.company.trim(),
  };
  if (input.password !== '') {
    payload.password = input.password;
    payload.password_confirmation = input.password_confirmation;
  }
  if (input.current_password !== '') payload.current_password = input.current_password;
  if (input.locale !== '') payload.locale = input.locale;
  return payload;
}

export function updateProfile(id: number, input: ProfileInput): Promise<unknown> {
  return apiFetch<unknown>(`/users/${id}`, {
    method: 'POST',
    body: profilePayload(input),
    auth: true,
  });
}

export function useUpdateProfile(id: number) {
  // Resolves to true once saved (undefined when the save failed: see `error`).
  return useSWRMutation<true, ApiError, readonly ['/users', number], ProfileInput>(
    ['/users', id],
    async (_key, { arg }): Promise<true> => {
      await updateProfile(id, arg);
      return true;
    },
    { throwOnError: false },
  );
}
