import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { appRoutes, matchAppRoute, pageTitle } from '@/app/route-config';
import { ar } from '@/i18n/ar';
import { loadArabicContent } from '@/i18n/content';
import type { Dictionary } from '@/i18n/dictionary';
import { en } from '@/i18n/en';
import { DIRECTION, LOCALE_PREFIX, localeOfPath, type Locale } from '@/i18n/locale';
import { LocaleProvider } from '@/i18n/locale-context';
import { pageDescription } from '@/i18n/page-descriptions';

// Prerendering is synchronous: load every page's chunk before anything is rendered. Both
// dictionaries are imported directly here (the browser downloads the Arabic one on /ar only).
await Promise.all(appRoutes.map((route) => route.page.preload()));
// And the Arabic copy of every content module the pages brought (i18n/content.ts).
await loadArabicContent();

const dictionaries: Record<Locale, Dictionary> = { en, ar };

const pathOf = (url: string) => new URL(url, 'http://prerender.local').pathname;

/** The app's markup for `url` (either language), to be placed inside <div id="root">. */
export function render(url: string): string {
  const locale = localeOfPath(pathOf(url));
  return renderToString(
    <StrictMode>
      <LocaleProvider locale={locale} dictionary={dictionaries[locale]}>
        <StaticRouter location={url} basename={LOCALE_PREFIX[locale] || undefined}>
          <App />
        </StaticRouter>
      </LocaleProvider>
    </StrictMode>,
  );
}

export interface PageHead {
  title: string;
  description: string | undefined;
  /** <html lang dir> of the page. */
  lang: Locale;
  dir: 'ltr' | 'rtl';
}

/** Title, description and language of the page at `url`. */
export function head(url: string): PageHead {
  const path = pathOf(url);
  const locale = localeOfPath(path);
  const route = matchAppRoute(path);
  const t = dictionaries[locale];
  return {
    title: pageTitle(route, t),
    description: pageDescription(route, locale),
    lang: locale,
    dir: DIRECTION[locale],
  };
}
