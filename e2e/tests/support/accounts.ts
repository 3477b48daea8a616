import { expect, type APIRequestContext } from '@playwright/test';
import { unique, uniquePhone } from './constants';

export interface Account {
  email: string;
  password: string;
  token: string;
}

/** A fresh user registered through the API, ready to book (the browser stays signed out). */
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
  return { email, password, token: body.data.token };
}
