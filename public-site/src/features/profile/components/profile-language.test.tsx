import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { callsOf, mockApi } from '../../../../test/training-fixtures';
import ProfileEditRoute from '@/app/routes/profile-edit';
import { ar } from '@/i18n/ar';
import { loadArabicContent } from '@/i18n/content';
import { en } from '@/i18n/en';
import type { Locale } from '@/i18n/locale';
import { LocaleProvider } from '@/i18n/locale-context';

const me = {
  id: 7,
  name: 'Sara Adel',
  email: 'sara@example.com',
  phone: '01001234567',
  company: null,
  role: '1997',
};

function renderEdit(locale: Locale) {
  return render(
    <LocaleProvider locale={locale} dictionary={locale === 'ar' ? ar : en}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/update/7']}>
          <Routes>
            <Route path="/update/:id" element={<ProfileEditRoute />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </LocaleProvider>,
  );
}

const languageSelect = () => document.querySelector<HTMLSelectElement>('select[name="locale"]')!;

/** Issue 28 item 4: the account's mail language is chosen in the profile. */
describe('Profile: preferred language', () => {
  // The form's words are a content module: /ar pages load its Arabic before rendering.
  beforeAll(async () => {
    await loadArabicContent();
  });

  beforeEach(() => {
    Cookies.set('eng', 'tok');
  });
  afterEach(() => Cookies.remove('eng'));

  it('shows the stored language and sends the new choice with the profile', async () => {
    const fetchMock = mockApi({
      'GET /api/user': { status: 200, body: { ...me, locale: 'en' } },
      'POST /api/users/7': { status: 200, body: { ...me, locale: 'ar' } },
    });
    renderEdit('en');
    const update = await screen.findByRole('button', { name: 'Update' });
    const select = screen.getByRole('combobox', { name: 'Preferred language' });
    expect(select).toBe(languageSelect());
    expect(languageSelect().value).toBe('en');
    // Each language is named in itself, with its lang for screen readers.
    const options = [...languageSelect().options].map((o) => [o.value, o.textContent, o.lang]);
    expect(options).toEqual([
      ['en', 'English', 'en'],
      ['ar', 'العربية', 'ar'],
    ]);
    expect(
      screen.getByText(
        'We send your booking confirmations, receipts, certificates and reminders in this language.',
      ),
    ).toBeTruthy();

    fireEvent.change(languageSelect(), { target: { value: 'ar' } });
    fireEvent.click(update);
    // Saved, the page moves on to /profile.
    expect(await screen.findByText('elsewhere', undefined, { timeout: 4000 })).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('POST /api/users/7');
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/users/7');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({ locale: 'ar' });
  });

  it('on the Arabic site: the label is Arabic and an Arabic account has Arabic chosen', async () => {
    mockApi({ 'GET /api/user': { status: 200, body: { ...me, locale: 'ar' } } });
    renderEdit('ar');
    await screen.findByRole('combobox', { name: 'لغة المراسلات' });
    expect(languageSelect().value).toBe('ar');
  });
});
