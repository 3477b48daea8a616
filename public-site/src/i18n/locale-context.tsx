import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Dictionary } from '@/i18n/dictionary';
import { en } from '@/i18n/en';
import { localePath, type Locale } from '@/i18n/locale';

interface LocaleValue {
  locale: Locale;
  dictionary: Dictionary;
}

// Without a provider (component tests) the site is English.
const LocaleContext = createContext<LocaleValue>({ locale: 'en', dictionary: en });

/**
 * The page's language and its dictionary, chosen by the entry from the URL (/ar) before the
 * first render: the dictionary is already loaded, so reading it never suspends.
 */
export function LocaleProvider({
  locale,
  dictionary,
  children,
}: LocaleValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, dictionary }), [locale, dictionary]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The strings of the page's language: t.nav.home, t.footer.rights… */
export function useT(): Dictionary {
  return useContext(LocaleContext).dictionary;
}

/**
 * A site path in the page's language, for what the router does not write: plain <a href>,
 * full-page navigations and URLs handed to other systems. <Link>, <NavLink> and navigate()
 * need nothing: on /ar pages the router's basename is /ar, so their paths stay in Arabic.
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localePath(path, locale);
}

/** The page's language and dictionary together (for the formatters' `language` argument). */
export function useLanguage(): LocaleValue {
  return useContext(LocaleContext);
}
