import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { VIEW_STORAGE_KEY } from '../hooks/use-results-view';
import { resultsResponse, specialtiesResponse } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

/** Issue 16: with a distance filter each result carries distanceMiles, shown on the card and as a table column. */
const setup = () =>
  mockFetch({
    'GET /api/physicians': (url) =>
      resultsResponse(
        url.searchParams.has('nearZip')
          ? [Object.assign(physicianFixture(), { distanceMiles: 12.34 }), Object.assign(physicianFixture({ id: 'p-2', fullName: 'Omar Reyes' }), { distanceMiles: 0 })]
          : [physicianFixture(), physicianFixture({ id: 'p-2', fullName: 'Omar Reyes' })],
      ),
    'GET /api/specialties': specialtiesResponse,
  });

describe('search: miles from the ZIP', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());
  afterEach(() => localStorage.clear());

  test('each card shows its miles with a distance filter, and none without', async () => {
    setup();
    renderApp('/search?nearZip=17101&withinMiles=50');
    const card = await screen.findByRole('article', { name: 'Jane Smith' });
    expect(within(card).getByText('12.3 mi')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Omar Reyes' })).getByText('0.0 mi')).toBeInTheDocument();
    cleanup();

    renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    expect(screen.queryByText(/ mi$/)).not.toBeInTheDocument();
  });

  test('the table gains a Distance column only with a distance filter', async () => {
    localStorage.setItem(VIEW_STORAGE_KEY, 'table');
    setup();
    renderApp('/search?nearZip=17101&withinMiles=50');
    const grid = await screen.findByRole('table', { name: /search results/i });
    expect(within(grid).getByRole('columnheader', { name: 'Distance' })).toBeInTheDocument();
    expect(within(within(grid).getByRole('row', { name: /Jane Smith/ })).getByRole('cell', { name: '12.3 mi' })).toBeInTheDocument();
    cleanup();

    renderApp('/search');
    const plain = await screen.findByRole('table', { name: /search results/i });
    expect(within(plain).queryByRole('columnheader', { name: 'Distance' })).not.toBeInTheDocument();
  });
});
