import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { course, mockApi } from '../../../../test/training-fixtures';
import { CourseFinder } from '@/features/courses/components/course-finder';
import { ar } from '@/i18n/ar';
import { loadArabicContent } from '@/i18n/content';
import { en } from '@/i18n/en';
import { LocaleProvider } from '@/i18n/locale-context';
import type { Locale } from '@/i18n/locale';

const courses = [
  course(1, { name: 'ESP Design' }),
  course(2, { name: 'ESP Troubleshooting' }),
  course(3, { name: 'Gas Lift' }),
];

function renderFinder(locale: Locale, query: string, found = courses.slice(0, 2)) {
  mockApi({
    'GET /api/courses': { status: 200, body: courses },
    'GET /api/courses/search': { status: 200, body: found },
  });
  return render(
    <LocaleProvider locale={locale} dictionary={locale === 'ar' ? ar : en}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[`/courses?q=${encodeURIComponent(query)}`]}>
          <CourseFinder />
        </MemoryRouter>
      </SWRConfig>
    </LocaleProvider>,
  );
}

describe('course finder in both languages', () => {
  // The finder's words are a bilingual module: /ar pages load its Arabic before rendering.
  beforeAll(loadArabicContent);

  it('counts the matches with the language plural rules', async () => {
    const english = renderFinder('en', 'ESP');
    expect(await screen.findByText('2 courses match “ESP”.')).toBeTruthy();
    expect(screen.getByLabelText('Find a course')).toBeTruthy();
    english.unmount();

    // Arabic has a dual: two courses are دورتان, not a number and a plural.
    renderFinder('ar', 'ESP');
    expect(await screen.findByText('دورتان تطابقان «ESP».')).toBeTruthy();
    expect(screen.getByLabelText('ابحث عن دورة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'كل الدورات (3)' })).toBeTruthy();
  });

  it('says nothing matched in the page language, the query kept as typed', async () => {
    renderFinder('ar', '{count} xyz', []);
    expect(
      await screen.findByText('لا توجد دورة تطابق «{count} xyz».', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });
});
