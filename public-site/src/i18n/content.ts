import { useLocale } from '@/i18n/locale-context';

/**
 * A page's body copy in both languages (src/content/*.ts). English is the module's own
 * object; the Arabic one is a module of its own (content/ar/<page>.ts) loaded only by /ar
 * pages, so English pages carry none of it, and until it is written the Arabic page shows the
 * English text:
 *
 *   export const aboutPage = bilingual(aboutEnglish, () => import('@/content/ar/about'));
 *   // in the page: const copy = useContent(aboutPage);
 *
 * The Arabic module default-exports an object of the English one's type, so the compiler
 * checks it has everything the page reads.
 */
export interface Bilingual<T> {
  readonly en: T;
  /** The Arabic copy once loaded; undefined while not written or not loaded. */
  readonly ar: T | undefined;
}

interface Entry {
  ar: unknown;
  load: () => Promise<{ default: unknown }>;
}

// Arabic copies declared by the content modules loaded so far and not yet fetched.
const waiting = new Set<Entry>();

export function bilingual<T>(
  en: T,
  loadArabic?: () => Promise<{ default: NoInfer<T> }>,
): Bilingual<T> {
  const entry = { en, ar: undefined as T | undefined };
  if (loadArabic) waiting.add(Object.assign(entry, { load: loadArabic }));
  return entry;
}

/**
 * Fetches the Arabic copy of every content module loaded so far. Awaited after a page's chunk
 * has loaded on /ar pages (lib/lazy-page.tsx) and for every page before prerendering, so the
 * page renders in Arabic at once and hydrates against the same text.
 */
export async function loadArabicContent(): Promise<void> {
  const entries = [...waiting];
  waiting.clear();
  await Promise.all(
    entries.map((entry) =>
      entry.load().then(
        (module) => {
          entry.ar = module.default;
        },
        (error: unknown) => {
          waiting.add(entry);
          throw error;
        },
      ),
    ),
  );
}

/** The copy in the page's language: Arabic on /ar pages when written, else English. */
export function useContent<T>(content: Bilingual<T>): T {
  return useLocale() === 'ar' ? (content.ar ?? content.en) : content.en;
}
