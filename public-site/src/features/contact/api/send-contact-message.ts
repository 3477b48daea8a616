import useSWRMutation from 'swr/mutation';
import { type ApiError, apiFetch } from '@/lib/api-client';

export interface ContactInput {
  name: string;
  country: string;
  email: string;
  phone: string;
  message: string;
}

export interface ContactSent {
  id: number;
  message: string;
}

/** POST /api/contact (public). Empty optional fields are left out. */
export function sendContactMessage(input: ContactInput): Promise<ContactSent> {
  const body: Partial<ContactInput> = {
    name: input.name.trim(),
    country: input.country.trim(),
    email: input.email.trim(),
  };
  if (input.phone.trim()) body.phone = input.phone.trim();
  if (input.message.trim()) body.message = input.message.trim();
  return apiFetch<ContactSent>('/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useSWRMutation<ContactSent, ApiError, string, ContactInput>(
    '/contact',
    (_key, { arg }) => sendContactMessage(arg),
    { throwOnError: false },
  );
}
