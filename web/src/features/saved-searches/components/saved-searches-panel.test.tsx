import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderUi } from '../../../testing/render-ui';
import { SavedSearchesPanel } from './saved-searches-panel';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const saved = {
  id: 's-1',
  name: 'Cardio Texas',
  createdAt: '2025-05-13T15:04:00',
  searchParams: { query: '', specialty: ['Cardiology', 'Oncology'], city: ['Austin'], state: 'TX', title: ['Chief'], skills: [], sortKey: 'name', sortDirection: 'desc' },
};

describe('Saved Searches panel', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('loading, then the items; Apply Search goes to /search with the parameters', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/saved-searches': async () => (await held, jsonResponse(200, [saved])),
    });
    const onClose = vi.fn();
    const { user, router } = renderUi(<SavedSearchesPanel open onClose={onClose} />);

    const panel = within(await screen.findByRole('dialog', { name: 'Saved Searches' }));
    expect(await panel.findByText('Loading saved searches...')).toBeInTheDocument();
    release();
    expect(await panel.findByRole('heading', { name: 'Cardio Texas' })).toBeInTheDocument();
    expect(panel.getByText('May 13, 2025 at 3:04 PM')).toBeInTheDocument();
    expect(within(panel.getByRole('list', { name: 'Filters' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Cardiology', 'Oncology', 'Austin', 'TX', 'Chief',
    ]);

    await user.click(panel.getByRole('button', { name: 'Apply Search Cardio Texas' }));
    expect(router.state.location.pathname).toBe('/search');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.getAll('specialty')).toEqual(['Cardiology', 'Oncology']);
    expect(Object.fromEntries(params)).toEqual({ specialty: 'Oncology', city: 'Austin', state: 'TX', title: 'Chief', sortKey: 'name', sortDirection: 'desc' });
    expect(await screen.findByText('Search Applied')).toBeInTheDocument();
    expect(screen.getByText('Loaded search: Cardio Texas')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  test('empty state with Go to Search', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/saved-searches': () => jsonResponse(200, []) });
    renderUi(<SavedSearchesPanel open onClose={() => {}} />);
    expect(await screen.findByText("You don't have any saved searches yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Search' })).toHaveAttribute('href', '/search');
  });

  test('delete is disabled while it runs, then the item goes', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let current = [saved];
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/saved-searches': () => jsonResponse(200, current),
      'DELETE /api/saved-searches/s-1': async () => (await held, (current = []), new Response(null, { status: 204 })),
    });
    const { user } = renderUi(<SavedSearchesPanel open onClose={() => {}} />);
    const remove = await screen.findByRole('button', { name: 'Delete Cardio Texas' });
    await user.click(remove);
    await vi.waitFor(() => expect(remove).toBeDisabled());
    release();
    expect(await screen.findByText('Search deleted')).toBeInTheDocument();
    expect(screen.getByText('Your saved search has been deleted.')).toBeInTheDocument();
    expect(await screen.findByText("You don't have any saved searches yet.")).toBeInTheDocument();
  });
});
