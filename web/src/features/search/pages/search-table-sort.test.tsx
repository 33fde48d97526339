import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { VIEW_STORAGE_KEY } from '../hooks/use-results-view';
import { resultsResponse, specialtiesResponse, subscribedMe } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
// The search route and the table's lazy chunk, transformed once before any test waits on them: on a busy machine the first
// import alone can outlast a findBy's wait, which should measure the page, not the compiler.
beforeAll(() => Promise.all([import('../../../app/search-route'), import('../components/table-view')]), 60_000);

/** Issue 24 item 1: the table's physician columns, its marks columns, its width and its header sort. */
const jane = physicianFixture({
  npi: '1234567893',
  licenseStates: ['TX', 'CA'],
  boardCertifications: ['ABIM Cardiovascular Disease'],
  languages: ['English', 'Spanish'],
  graduationYear: 2008,
  taxonomyCodes: ['207RC0000X'],
  primaryTaxonomy: '207RC0000X',
});
const marks = { items: [{ physicianId: 'p-1', lists: [{ id: 'l1', name: 'Austin nights' }], exportedAt: '2026-03-04' }] };

const setup = () => {
  signedInAs({ email: 'user@example.com' });
  localStorage.setItem(VIEW_STORAGE_KEY, 'table');
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, subscribedMe('premium')),
    'GET /api/physicians': () => resultsResponse([jane, physicianFixture({ id: 'p-2', fullName: 'Omar Reyes', firstName: 'Omar', lastName: 'Reyes' })]),
    'GET /api/specialties': specialtiesResponse,
    'GET /api/me/marks': () => jsonResponse(200, marks),
  });
};

const table = () => screen.findByRole('table', { name: /search results/i });
const janeRow = () => within(screen.getByRole('row', { name: /Jane Smith/ }));

describe('search: the table columns and header sort', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  test('the table leaves the specialty counts to the filter panel; the cards keep them beside', async () => {
    setup();
    const { user } = renderApp('/search');
    await table();
    expect(screen.queryByRole('complementary', { name: 'Specialties' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('toolbar', { name: 'Results actions' })).getByRole('button', { name: 'Cards' }));
    expect(await screen.findByRole('complementary', { name: 'Specialties' })).toBeInTheDocument();
  });

  test('the chooser offers every physician field; chosen, they show the values, and the marks have columns', async () => {
    setup();
    const { user } = renderApp('/search');
    await table();
    expect(await janeRow().findByRole('cell', { name: 'Austin nights' })).toBeInTheDocument();
    expect(janeRow().getByRole('cell', { name: 'Mar 4, 2026' })).toBeInTheDocument();
    expect(janeRow().getByRole('cell', { name: 'TX, CA' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Columns' }));
    const chooser = within(screen.getByRole('group', { name: 'Table columns' }));
    for (const name of ['NPI', 'Board Certifications', 'Languages', 'Graduation Year', 'Taxonomy']) await user.click(chooser.getByRole('checkbox', { name }));
    expect(chooser.getByRole('checkbox', { name: 'Distance (with a ZIP filter)' })).toBeChecked();

    for (const name of ['NPI', 'Board Certifications', 'Languages', 'Graduation Year', 'Taxonomy']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    for (const value of ['1234567893', 'ABIM Cardiovascular Disease', 'English, Spanish', '2008', '207RC0000X']) expect(janeRow().getByRole('cell', { name: value })).toBeInTheDocument();
    // The marks are in their columns, not repeated under the name.
    expect(janeRow().getByRole('rowheader')).toHaveTextContent(/^Jane Smith$/);
  });

  test('a header click sorts by the API key, a second click reverses, and the URL and Sort by menu agree', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search');
    await table();
    const sortedBy = () => callsTo(fetchMock, '/api/physicians').map((u) => `${u.searchParams.get('sortKey')}:${u.searchParams.get('sortDirection')}`).at(-1);
    // Only the columns the API can sort have a button.
    expect(within(screen.getByRole('columnheader', { name: 'Organization' })).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending'));
    expect(router.state.location.search).toContain('sortKey=name');
    await waitFor(() => expect(sortedBy()).toBe('name:asc'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name:asc');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending'));
    expect(new URLSearchParams(router.state.location.search).get('sortDirection')).toBe('desc');
    await waitFor(() => expect(sortedBy()).toBe('name:desc'));

    // By keyboard: the header button takes Enter, and the sort moves to that column.
    screen.getByRole('button', { name: 'City / State' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'City / State' })).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await waitFor(() => expect(sortedBy()).toBe('location:asc'));
  });
});
