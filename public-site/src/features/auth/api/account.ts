import { ApiError, apiFetch } from '@/lib/api-client';

interface Answer {
  message: string;
}

/** Always the same answer, whether or not an account uses the address (issue 14). */
export function requestPasswordReset(email: string): Promise<Answer> {
  return apiFetch<Answer>('/password/forgot', { method: 'POST', body: { email } });
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<Answer> {
  return apiFetch<Answer>('/password/reset', { method: 'POST', body: input });
}

export function verifyEmail(token: string): Promise<Answer> {
  return apiFetch<Answer>('/email/verify', { method: 'POST', body: { token } });
}

/** A new verification link for the signed-in user. */
export function sendVerificationMail(): Promise<Answer> {
  return apiFetch<Answer>('/email/verification-mail', { method: 'POST', auth: true });
}

/** The server's own words for a refused request (410 used/expired link, 422, 429). */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof ApiError && [410, 422, 429].includes(error.status)) return error.message;
  return 'Something went wrong. Please try again in a moment.';
}
