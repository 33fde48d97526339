import { cleanup, configure, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { COLUMNS_STORAGE_KEY } from '../hooks/use-results-view';
import { resultsResponse, specialtiesResponse, subscribedMe } from '../testing/search-responses';
import { serializeColumns } from '../utils/table-columns';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });
// Transformed once before any test waits on them: on a busy machine the first import alone can outlast a findBy.
beforeAll(() => Promise.all([import('../../../app/search-route'), import('../components/table-view')]), 60_000);

const jane = physicianFixture();
const omar = physicianFixture({ id: 'p-2', firstName: 'Omar', lastName: 'Khan', fullName: 'Omar Khan' });
const marks = { items: [{ physicianId: 'p-1', lists: [{ id: 'l-1', name: 'Boston' }, { id: 'l-2', name: 'Shortlist' }], exportedAt: '2026-03-04T10:00:00.000Z' }] };

describe('search results: where each candidate stands', { timeout: 30_000 }, () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('the cards show the results first, then "In your lists" and "Exported on" from one call for the page', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, subscribedMe('premium')),
      'GET /api/specialties': () => specialtiesResponse(),
      'GET /api/physicians': () => resultsResponse([jane, omar]),
      'GET /api/me/marks': async () => {
        await held;
        return jsonResponse(200, marks);
      },
    });
    renderApp('/search');
    // The results do not wait for the marks.
    const card = await screen.findByRole('article', { name: 'Jane Smith' });
    expect(within(card).queryByText(/In your lists/)).not.toBeInTheDocument();
    release();
    expect(await within(card).findByText('In your lists: Boston, Shortlist')).toBeInTheDocument();
    expect(within(card).getByText(/Exported on Mar 4, 2026/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Omar Khan' })).queryByText(/In your lists|Exported on/)).not.toBeInTheDocument();
    const asked = callsTo(fetchMock, '/api/me/marks');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.getAll('ids')).toEqual(['p-1', 'p-2']);
  });

  test('the table view shows them in their own columns, or under the name when those are hidden', async () => {
    localStorage.setItem('search-view', 'table');
    mockFetch({
      'GET /api/me': () => jsonResponse(200, subscribedMe('premium')),
      'GET /api/specialties': () => specialtiesResponse(),
      'GET /api/physicians': () => resultsResponse([jane, omar]),
      'GET /api/me/marks': () => jsonResponse(200, marks),
    });
    renderApp('/search');
    const row = within(await screen.findByRole('row', { name: /Jane Smith/ }));
    expect(await row.findByRole('cell', { name: 'Boston, Shortlist' })).toBeInTheDocument();
    expect(row.queryByText(/In your lists:/)).not.toBeInTheDocument();

    cleanup();
    localStorage.setItem(COLUMNS_STORAGE_KEY, serializeColumns(['title', 'specialty']));
    renderApp('/search');
    const again = within(await screen.findByRole('row', { name: /Jane Smith/ }));
    expect(await again.findByText('In your lists: Boston, Shortlist')).toBeInTheDocument();
    localStorage.removeItem('search-view');
  });

  test('an anonymous viewer asks for no marks', async () => {
    signedOut();
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/specialties': () => specialtiesResponse(),
      'GET /api/physicians': () => resultsResponse([jane], { visibleLimit: 20 }),
    });
    renderApp('/search');
    expect(await screen.findByRole('article', { name: 'Jane Smith' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/me/marks')).toHaveLength(0);
  });
});
