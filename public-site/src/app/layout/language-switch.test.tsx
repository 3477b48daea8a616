import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Header } from '@/app/layout/header';
import { ar } from '@/i18n/ar';
import { LocaleProvider } from '@/i18n/locale-context';

/** The header as an /ar page has it: Arabic dictionary, router basename /ar (entry-client). */
function renderArabicHeader(url: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LocaleProvider locale="ar" dictionary={ar}>
        <MemoryRouter initialEntries={[url]} basename="/ar">
          <Routes>
            <Route path="*" element={<Header />} />
          </Routes>
        </MemoryRouter>
      </LocaleProvider>
    </SWRConfig>,
  );
}

describe('language switch and Arabic links', () => {
  it('links an English page to its Arabic counterpart, a plain link labelled in Arabic', () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/courses?category=3']}>
          <Routes>
            <Route path="*" element={<Header />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>,
    );
    const link = screen.getByRole('link', { name: 'العربية' });
    expect(link.getAttribute('href')).toBe('/ar/courses?category=3');
    expect(link.getAttribute('hreflang')).toBe('ar');
    expect(link.getAttribute('lang')).toBe('ar');
  });

  it('links an Arabic page back to English, and keeps every navigation link in Arabic', () => {
    renderArabicHeader('/ar/aboutus');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/aboutus');
    expect(english.getAttribute('hreflang')).toBe('en');
    expect(english.getAttribute('lang')).toBe('en');

    expect(screen.getByRole('link', { name: 'من نحن' }).getAttribute('href')).toBe('/ar/aboutus');
    expect(screen.getByRole('link', { name: 'التدريب' }).getAttribute('href')).toBe('/ar/courses');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe(
      '/ar/login',
    );
    expect(screen.getByRole('button', { name: 'فتح القائمة' })).toBeTruthy();
  });

  it('links the Arabic home page to the English home page', () => {
    renderArabicHeader('/ar');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
  });
});
