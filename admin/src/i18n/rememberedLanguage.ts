import { useEffect } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { isDashboardLocale, type DashboardLocale } from './i18nProvider';

/**
 * Each staff member's language, kept in this browser under their own id: react-admin's store
 * (one per browser) would give the next person at a shared office computer the last one's
 * choice. An account-level preference on the server can later replace this key.
 */
const keyOf = (userId: string | number) => `petrolink.dashboard.language.${userId}`;

export const rememberedLanguage = (userId: string | number): DashboardLocale | undefined => {
  try {
    const value = window.localStorage.getItem(keyOf(userId));
    return isDashboardLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

export const rememberLanguage = (userId: string | number, locale: DashboardLocale): void => {
  try {
    window.localStorage.setItem(keyOf(userId), locale);
  } catch {
    // Private mode without storage: the choice lasts this visit only.
  }
};

/** Once the signed-in staff member is known, their own language (English until they choose). */
export const useRememberedLanguage = (): void => {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const userId = identity?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const wanted = rememberedLanguage(userId) ?? 'en';
    if (wanted !== locale) setLocale(wanted);
    // Only when the person changes: their own switch sets the locale and the key together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
};

/** The switch's action: the locale now, and remembered for this staff member. */
export const useChooseLanguage = () => {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const choose = (next: DashboardLocale) => {
    if (identity?.id !== undefined) rememberLanguage(identity.id, next);
    setLocale(next);
  };
  return { locale: isDashboardLocale(locale) ? locale : 'en', choose } as const;
};
