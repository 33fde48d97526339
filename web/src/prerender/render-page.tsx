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
 * the browser). React later replaces it with the same markup (createRoot).
 * The page's code is loaded first: renderToString would otherwise render
 * its loading fallback.
 */
export const renderPage = async (path: string): Promise<string> => {
  await preloadPages(routes, path);
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouter location={path}>
        <Pages />
      </StaticRouter>
    </AppProviders>,
  );
};
