import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';

/**
 * Renders the real app (providers, shell, route table) at `entries`' last
 * entry. Tests mock only fetch and 'aws-amplify/auth'.
 */
export const renderApp = (...entries: InitialEntry[]) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
};
