import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { matchAppRoute } from '@/app/route-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  return trim(a) === trim(b);
}

function renderFresh(root: HTMLElement): void {
  root.replaceChildren();
  createRoot(root).render(app);
}

// Prerendered markup is hydrated only on the route it was rendered for: a server that
// answers an unknown path with the home page's HTML gets a clean client render instead.
const prerenderedFor = container.dataset.route;
if (container.hasChildNodes() && prerenderedFor && samePath(prerenderedFor, location.pathname)) {
  // Load the page's chunk first, so the first client render matches the markup.
  matchAppRoute(location.pathname)
    .page.preload()
    .then(
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page: the page stays responsive while it wakes.
      () => startTransition(() => void hydrateRoot(container, app)),
      () => renderFresh(container),
    );
} else {
  renderFresh(container);
}
