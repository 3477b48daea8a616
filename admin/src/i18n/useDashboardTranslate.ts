import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { dashboardEn } from './en';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of our own texts, checked by the compiler: 'overview.title', 'menu.groups.Money'. */
export type DashboardKey = Leaves<typeof dashboardEn>;

/** What `useDashboardTranslate()` returns, for helpers that word a text outside a component. */
export type DashboardTranslate = (key: DashboardKey, options?: Record<string, unknown>) => string;

const english = (key: string): string => {
  let node: unknown = dashboardEn;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)?.[part];
  return typeof node === 'string' ? node : key;
};

/**
 * The English text filled in, for a context without our i18n provider (react-admin's bare
 * context answers the key itself): English's two plural forms, then the placeholders.
 */
export const englishText = (key: string, options: Record<string, unknown> = {}): string => {
  const forms = english(key).split(' |||| ');
  const count = options.smart_count;
  const text = forms.length > 1 && count !== 1 ? forms[1] : forms[0];
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in options ? String(options[name]) : whole,
  );
};

/**
 * `t('overview.title')`: our text in the chosen language. The English is the default, so a
 * screen rendered with react-admin's stock i18n provider (the tests') still reads English.
 */
export const useDashboardTranslate = () => {
  const translate = useTranslate();
  return useCallback(
    (key: DashboardKey, options: Record<string, unknown> = {}) => {
      const text = translate(`dashboard.${key}`, { _: english(key), ...options });
      return text === `dashboard.${key}` ? englishText(key, options) : text;
    },
    [translate],
  );
};

/** The dashboard's language, for Intl formatting ('en' or 'ar'). */
export const useDashboardLocale = (): 'en' | 'ar' => {
  const [locale] = useLocaleState();
  return locale === 'ar' ? 'ar' : 'en';
};
