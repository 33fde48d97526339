import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

/**
 * The first screen of `path` as a signed-out visitor sees it before any data
 * arrives, for web/prerender-plugin.ts (run in Node at build time, never in
 * the browser). React later replaces it with the same markup (createRoot).
 */
export const renderPage = async (path: string): Promise<string> => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path}: the route answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
};
