import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ar } from '@/i18n/ar';
import { bilingual, loadArabicContent, useContent } from '@/i18n/content';
import { en } from '@/i18n/en';
import { LocaleProvider } from '@/i18n/locale-context';
import type { Locale } from '@/i18n/locale';

const copy = bilingual({ title: 'Our story' }, () =>
  Promise.resolve({ default: { title: 'قصتنا' } }),
);
const notTranslated = bilingual({ title: 'What we stand for' });

function Title({ locale }: { locale: Locale }) {
  function Read() {
    return (
      <h1>
        {useContent(copy).title} / {useContent(notTranslated).title}
      </h1>
    );
  }
  return (
    <LocaleProvider locale={locale} dictionary={locale === 'ar' ? ar : en}>
      <Read />
    </LocaleProvider>
  );
}

describe('bilingual content modules', () => {
  it('shows English until the Arabic copy is loaded, then Arabic on /ar pages only', async () => {
    const first = render(<Title locale="ar" />);
    expect(screen.getByRole('heading').textContent).toBe('Our story / What we stand for');
    first.unmount();

    await loadArabicContent();
    const arabic = render(<Title locale="ar" />);
    // The untranslated module falls back to English.
    expect(screen.getByRole('heading').textContent).toBe('قصتنا / What we stand for');
    arabic.unmount();

    render(<Title locale="en" />);
    expect(screen.getByRole('heading').textContent).toBe('Our story / What we stand for');
  });
});
