import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { useLayoutEffect, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import type { DashboardLocale } from './i18nProvider';

export type Direction = 'ltr' | 'rtl';

export const directionOf = (locale: DashboardLocale): Direction =>
  locale === 'ar' ? 'rtl' : 'ltr';

/**
 * Emotion caches, one per direction: the right-to-left one runs the stylis RTL plugin, which
 * mirrors every physical property (margin-left, left: 0, border-left…) of MUI's and our styles,
 * so nothing is pre-flipped by hand. Distinct keys: both sets of class names can live in the
 * page while the language changes.
 */
const caches = {
  ltr: createCache({ key: 'mui', prepend: true }),
  rtl: createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] }),
};

/**
 * `lang` and `dir` on `<html>`: MUI's menus, dialogs and tooltips are portals under `<body>`,
 * outside any wrapper's `dir`, so the document itself must turn.
 */
export const DirectionRoot = ({
  locale,
  children,
}: {
  locale: DashboardLocale;
  children: ReactNode;
}) => {
  const direction = directionOf(locale);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
  return <CacheProvider value={caches[direction]}>{children}</CacheProvider>;
};
