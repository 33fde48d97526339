import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';

/** A route table inside the app's providers at `entries`' last entry, with a fresh query cache that never retries. */
export const renderRoutes = (table: RouteObject[], entries: InitialEntry[]) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(table, { initialEntries: entries, initialIndex: entries.length - 1 });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
};

/**
 * Renders the real app (providers, shell, route table) at `entries`' last
 * entry. Tests mock only fetch and 'aws-amplify/auth'.
 */
export const renderApp = (...entries: InitialEntry[]) => renderRoutes(routes, entries);
