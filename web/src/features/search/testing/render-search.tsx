import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/app-providers';
import { SearchPage, type SearchPageProps } from '../pages/search-page';

/** The search page alone with the handlers other features will pass (routes.tsx does not yet). */
export const renderSearch = (props: SearchPageProps, url = '/search') => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage {...props} /> }], { initialEntries: [url] });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, router };
};
