import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { COLUMNS_STORAGE_KEY, VIEW_STORAGE_KEY } from '../hooks/use-results-view';
import { resultsResponse, specialtiesResponse, subscribedMe } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
// The search route and the table's lazy chunk, transformed once before any test waits on them: on a busy machine the first
// import alone can outlast a findBy's wait, which should measure the page, not the compiler.
beforeAll(() => Promise.all([import('../../../app/search-route'), import('../components/table-view')]), 60_000);

const longName = 'Saint Bartholomew Regional Medical Center of Northern California';
const contact = { email: 'jane@example.com', phone: '+1 512 555 0100', workEmail: null, directDial: null, emailVerifiedAt: null, phoneVerifiedAt: null };

const setup = (me: object | null, subscribed = me !== null) => {
  if (me) signedInAs({ email: 'user@example.com' });
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/physicians': () =>
      resultsResponse(
        [physicianFixture({ organization: longName, skills: ['Surgery', 'Teaching'] }), physicianFixture({ id: 'p-2', fullName: 'Omar Reyes', firstName: 'Omar', lastName: 'Reyes' })],
        { visibleLimit: subscribed ? null : 20 },
      ),
    'GET /api/specialties': specialtiesResponse,
    'POST /api/physicians/p-1/contact': () => jsonResponse(200, contact),
  });
};

const toolbar = () => within(screen.getByRole('toolbar', { name: 'Results actions' }));
const table = () => screen.findByRole('table', { name: /search results/i });

describe('search: the table view', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('cards are the default; Table is remembered by the browser across visits', async () => {
    setup(subscribedMe('premium'));
    const first = renderApp('/search');
    expect(await screen.findByRole('article', { name: 'Jane Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');

    await first.user.click(toolbar().getByRole('button', { name: 'Table' }));

    expect(await table()).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(localStorage.getItem(VIEW_STORAGE_KEY)).toBe('table');

    cleanup();
    renderApp('/search');
    expect(await table()).toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('one row per physician with the chosen columns, full organization names and a profile link', async () => {
    localStorage.setItem(VIEW_STORAGE_KEY, 'table');
    setup(subscribedMe('premium'));
    renderApp('/search');
    const grid = await table();

    const headers = within(grid).getAllByRole('columnheader').map((th) => th.textContent?.trim());
    expect(headers).toEqual(['', 'Name', 'Title', 'Specialty', 'Organization', 'City / State', 'License States', 'In Your Lists', 'Exported On', 'Contact']);
    const jane = within(screen.getByRole('row', { name: /Jane Smith/ }));
    expect(jane.getByRole('rowheader')).toHaveTextContent('Jane Smith');
    expect(jane.getByRole('link', { name: 'Jane Smith' })).toHaveAttribute('href', '/physicians/p-1');
    expect(jane.getByRole('cell', { name: longName })).toBeInTheDocument();
    expect(jane.getByRole('cell', { name: 'Austin, TX' })).toBeInTheDocument();
  });

  test('the column chooser adds and removes columns and is remembered', async () => {
    localStorage.setItem(VIEW_STORAGE_KEY, 'table');
    setup(subscribedMe('premium'));
    const { user } = renderApp('/search');
    await table();

    await user.click(await toolbar().findByRole('button', { name: 'Columns' }));
    const chooser = screen.getByRole('group', { name: 'Table columns' });
    await user.click(within(chooser).getByRole('checkbox', { name: 'Skills' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Title' }));

    expect(screen.getByRole('columnheader', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Title' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Jane Smith/ })).getByRole('cell', { name: 'Surgery, Teaching' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(COLUMNS_STORAGE_KEY) ?? '{}')).toMatchObject({
      shown: ['specialty', 'organization', 'location', 'distance', 'licenseStates', 'lists', 'exported', 'skills'],
    });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Table columns' })).not.toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: 'Columns' })).toHaveFocus();

    cleanup();
    renderApp('/search');
    expect(await screen.findByRole('columnheader', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Title' })).not.toBeInTheDocument();
  });

  test('one click reveals a contact through the same cached reveal call as the cards', async () => {
    localStorage.setItem(VIEW_STORAGE_KEY, 'table');
    const fetchMock = setup(subscribedMe('basic'));
    const { user } = renderApp('/search');
    await table();
    const jane = within(screen.getByRole('row', { name: /Jane Smith/ }));

    await user.click(jane.getByRole('button', { name: 'View Email' }));

    expect(await jane.findByRole('button', { name: 'jane@example.com' })).toBeInTheDocument();
    await user.click(jane.getByRole('button', { name: 'View Phone' }));
    expect(await jane.findByRole('button', { name: '+1 512 555 0100' })).toBeInTheDocument();
    const calls = callsTo(fetchMock, '/api/physicians/p-1/contact');
    expect(calls).toHaveLength(1);
  });

  test.each([
    ['signed out', null, 'Log in to view contacts', false],
    ['free', meFixture(), 'Subscribe to view contacts', false],
    ['demo', meFixture({ isDemo: true, capabilities: { ...meFixture().capabilities, isDemo: true, canViewContactInfo: false } }), 'Contact restricted in demo', true],
  ])('%s: the contact cell says why instead of offering a reveal', async (_who, me, reason, unlimited) => {
    localStorage.setItem(VIEW_STORAGE_KEY, 'table');
    const fetchMock = setup(me, unlimited);
    renderApp('/search');
    await table();
    const jane = within(screen.getByRole('row', { name: /Jane Smith/ }));

    expect(jane.getByText(reason)).toBeInTheDocument();
    expect(jane.queryByRole('button', { name: /View (Email|Phone)/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/physicians/p-1/contact')).toHaveLength(0);
  });

  test('rows select like cards: one by one and the whole page from the header', async () => {
    localStorage.setItem(VIEW_STORAGE_KEY, 'table');
    setup(subscribedMe('premium'));
    const { user } = renderApp('/search');
    await table();

    await user.click(screen.getByRole('checkbox', { name: 'Select Jane Smith' }));
    expect(toolbar().getByRole('button', { name: 'Add to List (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(toolbar().getByRole('button', { name: 'Add to List (2)' })).toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: 'Deselect Page' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Omar Reyes' })).not.toBeChecked());
    expect(toolbar().getByRole('button', { name: 'Add to List (0)' })).toBeInTheDocument();
  });
});
