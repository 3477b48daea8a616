import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { matchAppRoute } from '@/app/route-config';
import type { Dictionary } from '@/i18n/dictionary';
import { LOCALE_PREFIX, localeOfPath } from '@/i18n/locale';
import { LocaleProvider } from '@/i18n/locale-context';
import { loadDictionary } from '@/i18n/load-dictionary';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The language is the URL's (/ar), fixed for the life of the page: the language switch is a
// plain link, so changing language loads the other page. On /ar pages the router's basename is
// /ar: every <Link> and navigate() of the app stays in Arabic without knowing it.
const locale = localeOfPath(location.pathname);

const appWith = (dictionary: Dictionary) => (
  <StrictMode>
    <LocaleProvider locale={locale} dictionary={dictionary}>
      <BrowserRouter basename={LOCALE_PREFIX[locale] || undefined}>
        <App />
      </BrowserRouter>
    </LocaleProvider>
  </StrictMode>
);

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  return trim(a) === trim(b);
}

function renderFresh(root: HTMLElement, dictionary: Dictionary): void {
  root.replaceChildren();
  // As a transition, as hydration below: the first render yields to the browser every few
  // milliseconds instead of one long task (a course page renders whole in the browser).
  const fresh = createRoot(root);
  startTransition(() => fresh.render(appWith(dictionary)));
}

// Prerendered markup is hydrated only on the route it was rendered for: a server that
// answers an unknown path with the home page's HTML gets a clean client render instead.
const prerenderedFor = container.dataset.route;
const dictionary = loadDictionary(locale);
if (container.hasChildNodes() && prerenderedFor && samePath(prerenderedFor, location.pathname)) {
  // Load the page's chunk (and on /ar the Arabic dictionary) first, so the first client render
  // matches the markup.
  Promise.all([dictionary, matchAppRoute(location.pathname).page.preload()]).then(
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: the page stays responsive while it wakes.
    ([loaded]) => startTransition(() => void hydrateRoot(container, appWith(loaded))),
    () => void dictionary.then((loaded) => renderFresh(container, loaded)),
  );
} else {
  // The page's chunk is fetched with the dictionary and the first render waits for it: a page
  // rendered in the browser (a course page) then paints as itself, not as a loading spinner
  // whose short height showed the footer, which the page then pushed away (layout shift).
  const page = matchAppRoute(location.pathname)
    .page.preload()
    .catch(() => undefined);
  void Promise.all([dictionary, page]).then(([loaded]) => renderFresh(container, loaded));
}
