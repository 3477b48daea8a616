import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { appRoutes, matchAppRoute, pageTitle } from '@/app/route-config';

// Prerendering is synchronous: load every page's chunk before anything is rendered.
await Promise.all(appRoutes.map((route) => route.page.preload()));

/** The app's markup for `url`, to be placed inside <div id="root">. */
export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

export interface PageHead {
  title: string;
  description: string | undefined;
}

/** Title and description of the page at `url`. */
export function head(url: string): PageHead {
  const route = matchAppRoute(new URL(url, 'http://prerender.local').pathname);
  return { title: pageTitle(route), description: route.description };
}
