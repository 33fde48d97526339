import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { preloadPages } from '../app/lazy-page';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

function Pages() {
  return useRoutes(routes);
}

/**
 * The first screen of `path` as a signed-out visitor sees it before any data
 * arrives, for web/prerender-plugin.ts (run in Node at build time, never in
 * the browser). React adopts it (main.tsx: hydrateRoot), so the tree here is
 * the app's (web/src/app/app.tsx) with a static router: the same components,
 * hence the same useId ids, as the browser's first render.
 * The page's code is loaded first: renderToString would otherwise render
 * its loading fallback.
 */
export const renderPage = async (path: string): Promise<string> => {
  await preloadPages(routes, path);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouter location={path}>
          <Pages />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
};
