import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  /** Renders the page; suspends only while its chunk has not been loaded yet. */
  Component: ComponentType;
  /** Loads the page's chunk. Awaited before hydration and before prerendering. */
  preload: () => Promise<void>;
}

/**
 * React.lazy with a preload step. Once the chunk is loaded the page renders synchronously,
 * so a prerendered page hydrates against identical markup instead of a Suspense fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;

  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
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
