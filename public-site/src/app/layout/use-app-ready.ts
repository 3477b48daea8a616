import { useEffect } from 'react';

/**
 * Prerendered pages carry only their own critical CSS inline and name the rest of the stylesheet
 * in <html data-stylesheet> (scripts/prerender.mjs). Once the app runs, that stylesheet
 * is added, so every other page and every state (open menus, alerts) is styled. The app then
 * marks <html data-app-ready>: the page is hydrated and interactive (browser tests wait for
 * it before using the keyboard on a prerendered page).
 */
export function useAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    const href = document.documentElement.dataset.stylesheet;
    if (!href) return;
    const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.getAttribute('href') === href,
    );
    if (present) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }, []);
}
