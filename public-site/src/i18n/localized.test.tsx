import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CourseCard } from '@/features/courses/components/course-card';
import { ar } from '@/i18n/ar';
import { loadArabicContent } from '@/i18n/content';
import { en } from '@/i18n/en';
import { LocaleProvider } from '@/i18n/locale-context';
import type { Locale } from '@/i18n/locale';
import { arabicOf, localized, localizedText } from '@/i18n/localized';

const course = {
  id: 7,
  name: 'Well Testing Fundamentals',
  name_ar: 'أساسيات اختبار الآبار',
  classification: 'PE-204',
  classification_ar: '',
  price: 18500,
  image: null,
};

describe('localized()', () => {
  it('gives the Arabic twin on Arabic pages and the English text on English ones', () => {
    expect(localized(course, 'name', 'ar')).toBe('أساسيات اختبار الآبار');
    expect(localized(course, 'name', 'en')).toBe('Well Testing Fundamentals');
    expect(localizedText(course, 'name', 'ar')).toEqual({ text: 'أساسيات اختبار الآبار' });
  });

  it('falls back to English, marked English left to right, when no Arabic was written', () => {
    expect(localizedText(course, 'classification', 'ar')).toEqual({
      text: 'PE-204',
      lang: 'en',
      dir: 'ltr',
    });
    // Blank, missing (older servers), null, whitespace and an emptied editor are all absent.
    for (const value of [undefined, null, '   ', '<p></p>', '<p>&nbsp;</p>']) {
      expect(arabicOf({ title: 'Drilling', title_ar: value }, 'title')).toBeUndefined();
      expect(localized({ title: 'Drilling', title_ar: value }, 'title', 'ar')).toBe('Drilling');
    }
    // The English page never gets the fallback marks.
    expect(localizedText(course, 'classification', 'en')).toEqual({ text: 'PE-204' });
  });
});

function cardIn(locale: Locale, shown: typeof course | Omit<typeof course, 'name_ar'>) {
  return render(
    <LocaleProvider locale={locale} dictionary={locale === 'ar' ? ar : en}>
      <MemoryRouter>
        <CourseCard course={shown} />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('a course card on /ar', () => {
  // The cards' words are a bilingual module: /ar pages load its Arabic before rendering.
  beforeAll(loadArabicContent);

  it('shows the Arabic name, the price in Arabic and an Arabic link', () => {
    cardIn('ar', course);
    const heading = screen.getByRole('heading', { name: 'أساسيات اختبار الآبار' });
    expect(heading.getAttribute('lang')).toBeNull();
    expect(screen.getByText(/18,500/).textContent).toMatch(/ج\.م\./);
    expect(screen.getByRole('link').textContent).toBe('اعرف المزيد عن أساسيات اختبار الآبار');
    // The classification has no Arabic: shown in English, marked so.
    const code = screen.getByText('PE-204');
    expect(code.getAttribute('lang')).toBe('en');
    expect(code.getAttribute('dir')).toBe('ltr');
  });

  it('shows the English name, marked English, when the course has no Arabic name', () => {
    const { name_ar: _unused, ...english } = course;
    cardIn('ar', english);
    const heading = screen.getByRole('heading', { name: 'Well Testing Fundamentals' });
    expect(heading.getAttribute('lang')).toBe('en');
    expect(heading.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link').textContent).toBe('اعرف المزيد عن Well Testing Fundamentals');
  });

  it('stays English on English pages', () => {
    cardIn('en', course);
    expect(screen.getByRole('heading').textContent).toBe('Well Testing Fundamentals');
    expect(screen.getByRole('link').textContent).toBe('Learn more about Well Testing Fundamentals');
    expect(screen.getByText('18,500 EGP')).toBeTruthy();
  });
});
