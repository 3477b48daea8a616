import type { Dictionary } from '@/i18n/dictionary';
import { en } from '@/i18n/en';
import type { Locale } from '@/i18n/locale';

/**
 * A language's dictionary. English is part of the app's entry; Arabic is a chunk of its own,
 * downloaded only by /ar pages (before they hydrate, entry-client.tsx), so English pages
 * carry no Arabic text. Prerendering imports both directly (entry-server.tsx).
 */
export function loadDictionary(locale: Locale): Promise<Dictionary> {
  if (locale === 'en') return Promise.resolve(en);
  return import('@/i18n/ar').then((module) => module.ar);
}
