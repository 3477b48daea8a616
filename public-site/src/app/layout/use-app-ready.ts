import { useEffect } from 'react';

/**
 * Prerendered pages carry only their own critical CSS inline and name the rest of the stylesheet
 * in <html data-stylesheet>, in parts (scripts/prerender.mjs). Once the app runs, every part
 * is there, so every other page and every state (open menus, alerts) is styled. The app then
 * marks <html data-app-ready>: the page is hydrated and interactive (browser tests wait for
 * it before using the keyboard on a prerendered page).
 */
export function useAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    // public/boot.js adds the parts one by one; any it has not added yet are added here.
    const parts = (document.documentElement.dataset.stylesheet ?? '').split(' ').filter(Boolean);
    const present = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      ),
    );
    for (const href of parts) {
      if (present.has(href)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  }, []);
}
