import { expect, type APIRequestContext } from '@playwright/test';
import { unique, uniquePhone } from './constants';
import { linkIn, mailTo } from './mailbox';

export interface Account {
  email: string;
  password: string;
  token: string;
}

/**
 * A fresh user registered through the API, ready to book (the browser stays signed out): the
 * address is verified with the link of the verification mail, as booking needs (issue 14).
 */
export async function registerUser(
  request: APIRequestContext,
  name: string,
  prefix = 'trainee',
): Promise<Account> {
  const email = `${unique(prefix)}@example.com`;
  const password = 'Str0ng!pass';
  const response = await request.post('/api/register', {
    data: {
      name,
      email,
      phone: uniquePhone(),
      company: 'Delta Oilfield Services',
      password,
      password_confirmation: password,
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  await verifyByMail(request, email);
  return { email, password, token: body.data.token };
}

/** Opens the verification mail's link through the API (POST /api/email/verify). */
export async function verifyByMail(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(linkIn(await mailTo(email, /Confirm your email/), 'verify-email'));
  const verified = await request.post('/api/email/verify', {
    data: { token: link.searchParams.get('token') },
  });
  expect(verified.ok()).toBe(true);
}
