import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { callsOf, mockApi } from '../../../../test/training-fixtures';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ar } from '@/i18n/ar';
import { en } from '@/i18n/en';
import type { Locale } from '@/i18n/locale';
import { LocaleProvider } from '@/i18n/locale-context';

function registerOn(locale: Locale) {
  const fetchMock = mockApi({
    'POST /api/register': {
      status: 201,
      body: { data: { token: 'tok', user: { id: 9, name: 'Mona Adel', role: '1997', locale } } },
    },
  });
  render(
    <LocaleProvider locale={locale} dictionary={locale === 'ar' ? ar : en}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <RegisterForm onSuccess={() => undefined} loginHref="/login" />
        </MemoryRouter>
      </SWRConfig>
    </LocaleProvider>,
  );
  const type = (name: string, value: string) =>
    fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
  type('name', 'Mona Adel');
  type('email', 'mona@example.com');
  type('phone', '01012345678');
  type('password', 'Sup3r-secret!');
  type('password_confirmation', 'Sup3r-secret!');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  return fetchMock;
}

/** Issue 28 item 4: an account reads its mails in the language of the site it registered on. */
describe('RegisterForm sends the page language', () => {
  it.each([['ar'], ['en']] as const)('on the %s site, locale %s', async (locale) => {
    const fetchMock = registerOn(locale);
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/register'));
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/register');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({
      email: 'mona@example.com',
      locale,
    });
  });
});
