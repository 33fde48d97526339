import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './app-providers';
import { routes } from './routes';

function Pages() {
  return useRoutes(routes);
}

/**
 * The declarative router, not createBrowserRouter: the data router's code
 * (loaders, actions, fetchers, lazy routes) is ~17 KB gzip of the first
 * visit's JavaScript, and the app used none of it but lazy routes, which
 * React.lazy covers (issue 24). Its navigations run in transitions, so a
 * page still loading keeps the previous one on screen, as before.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Pages />
      </BrowserRouter>
    </AppProviders>
  );
}
