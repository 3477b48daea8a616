import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { mockApi } from '../../../test/training-fixtures';
import { MainLayout } from '@/app/layout/main-layout';
// Imported here as the layout's lazy chunk would be, so its Arabic words can be loaded first.
import '@/features/auth/components/verify-banner';
import { ar } from '@/i18n/ar';
import { loadArabicContent } from '@/i18n/content';
import { en } from '@/i18n/en';
import type { Locale } from '@/i18n/locale';
import { LocaleProvider } from '@/i18n/locale-context';

const user = {
  id: 7,
  name: 'Sara Adel',
  email: 'sara@example.com',
  phone: '01001234567',
  company: null,
  role: '1997',
};

function renderLayout(locale: Locale, emailVerified: boolean) {
  Cookies.set('eng', 'tok');
  mockApi({ 'GET /api/user': { status: 200, body: { ...user, email_verified: emailVerified } } });
  return render(
    <LocaleProvider locale={locale} dictionary={locale === 'ar' ? ar : en}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<MainLayout />}>
              <Route path="/" element={<p>page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </LocaleProvider>,
  );
}

describe('The "verify your email" banner (a lazily loaded chunk of the layout)', () => {
  beforeAll(async () => {
    await loadArabicContent();
  });

  afterEach(() => Cookies.remove('eng'));

  it('shows for a signed-in user whose address is unverified', async () => {
    renderLayout('en', false);
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    expect(banner.textContent).toContain('Please verify your email');
    expect(banner.textContent).toContain(user.email);
  });

  it('speaks Arabic on Arabic pages', async () => {
    renderLayout('ar', false);
    const banner = await screen.findByRole('region', { name: 'تأكيد البريد الإلكتروني' });
    expect(banner.textContent).toContain('يُرجى تأكيد بريدك الإلكتروني');
  });

  it('is not shown once the address is verified', async () => {
    renderLayout('en', true);
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
  });
});
