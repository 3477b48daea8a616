import { lazy, type ComponentType } from 'react';
import { loadArabicContent } from '@/i18n/content';
import { localeOfPath } from '@/i18n/locale';

export interface LazyPage {
  /** Renders the page; suspends only while its chunk has not been loaded yet. */
  Component: ComponentType;
  /** Loads the page's chunk. Awaited before hydration and before prerendering. */
  preload: () => Promise<void>;
}

/** A page module: its component, and optionally what its first render should wait for. */
export interface PageModule {
  default: ComponentType;
  /**
   * Fetches what the page's first paint shows (into SWR's cache), so the page paints as itself
   * instead of as a skeleton: run in the browser on the page's first load, before it renders.
   * It must settle by itself in a short time; a rejection is ignored.
   */
  prepare?: () => Promise<void>;
}

/**
 * React.lazy with a preload step. Once the chunk is loaded the page renders synchronously,
 * so a prerendered page hydrates against identical markup instead of a Suspense fallback.
 * On an Arabic page (/ar) the preload also fetches the Arabic copy of the content modules the
 * chunk brought (i18n/content.ts); prerendering fetches every one itself (entry-server).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;

  const preload = (): Promise<void> => {
    pending ??= load().then(
      async (module) => {
        await Promise.all([
          inArabicDocument() ? loadArabicContent() : undefined,
          typeof window !== 'undefined' ? module.prepare?.().catch(() => undefined) : undefined,
        ]);
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  const Deferred = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });

  function Page() {
    return Loaded ? <Loaded /> : <Deferred />;
  }

  return { Component: Page, preload };
}

/** The browser shows an /ar page (the language of a document never changes: see LanguageSwitch). */
function inArabicDocument(): boolean {
  return typeof window !== 'undefined' && localeOfPath(window.location.pathname) === 'ar';
}
