import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { arabicMessages } from './ar';
import { dashboardEn } from './en';

export type DashboardLocale = 'en' | 'ar';

export const LOCALES: readonly { locale: DashboardLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];

export const isDashboardLocale = (value: unknown): value is DashboardLocale =>
  value === 'en' || value === 'ar';

export const englishAll: TranslationMessages = { ...englishMessages, dashboard: dashboardEn };

export interface DashboardI18n {
  i18nProvider: I18nProvider;
  /** Called after every change of locale (react-admin changes it from its store). */
  subscribe: (listener: () => void) => () => void;
  getLocale: () => DashboardLocale;
}

/**
 * React-admin's polyglot provider with our English and Arabic messages. React-admin keeps the
 * chosen locale in its store and calls `changeLocale`; the dashboard's root listens here to
 * turn the page's direction (and the MUI theme and style cache) with it, outside `<Admin>`.
 * `allowMissing`: a key without a text falls back to its `_` default (the English).
 */
export const createDashboardI18n = (initial: DashboardLocale = 'en'): DashboardI18n => {
  const base = polyglotI18nProvider(
    (locale) => (locale === 'ar' ? arabicMessages : englishAll),
    initial,
    LOCALES,
    { allowMissing: true },
  );
  const listeners = new Set<() => void>();
  return {
    i18nProvider: {
      ...base,
      changeLocale: async (locale, options) => {
        await base.changeLocale(isDashboardLocale(locale) ? locale : 'en', options);
        listeners.forEach((listener) => listener());
      },
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getLocale: () => (base.getLocale() === 'ar' ? 'ar' : 'en'),
  };
};
