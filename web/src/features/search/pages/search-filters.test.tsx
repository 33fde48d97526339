import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast/toast';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { resultsResponse, specialtiesResponse } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });
// Sonner keeps its toasts in module state: start every test without the last one's.
beforeEach(() => {
  toast.dismiss();
});

const setup = () => mockFetch({ 'GET /api/physicians': () => resultsResponse([physicianFixture()]), 'GET /api/specialties': specialtiesResponse });
const filters = () => within(screen.getByRole('complementary', { name: 'Search filters' }));
const tagsOf = (label: string) =>
  screen.queryByRole('list', { name: `${label} tags` }) ? within(screen.getByRole('list', { name: `${label} tags` })).getAllByRole('listitem').map((li) => li.textContent) : [];

describe('search page: filters and the URL', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('a keyword tag replaces ?query=, restarts at page 1, and several join with a space', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search?page=3');
    await screen.findByRole('article', { name: 'Jane Smith' });

    await user.type(filters().getByLabelText('Keywords'), 'cardio{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?query=cardio'));
    expect(router.state.historyAction).toBe('REPLACE');

    await user.type(filters().getByLabelText('Keywords'), 'smith{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?query=cardio+smith'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams.get('query')).toBe('cardio smith'));
    expect(tagsOf('Keywords')).toEqual(['cardio', 'smith']);
  });

  test('every control is filled from the URL, and follows it when it changes', async () => {
    const fetchMock = setup();
    const { router } = renderApp('/search?city=Austin&state=California&education=MD&specialtyExact=cardiology&skills=Surgery&title=Chief&organization=Mercy&companySize=5000%2B');
    await screen.findByRole('article', { name: 'Jane Smith' });

    expect(tagsOf('City')).toEqual(['Austin']);
    expect(tagsOf('Job Title')).toEqual(['Chief']);
    expect(tagsOf('Company')).toEqual(['Mercy']);
    expect(filters().getByLabelText('State')).toHaveValue('CA');
    expect(filters().getByRole('checkbox', { name: 'MD' })).toBeChecked();
    expect(filters().getByRole('checkbox', { name: '5000+' })).toBeChecked();
    expect(filters().getByRole('checkbox', { name: 'Surgery' })).toBeChecked();
    expect(await filters().findByRole('checkbox', { name: /Cardiology/ })).toBeChecked();
    const api = callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams;
    expect(api?.get('city')).toBe('Austin');
    expect(api?.get('companySize')).toBe('5000+');

    await act(() => router.navigate('/search?city=Boston'));

    expect(tagsOf('City')).toEqual(['Boston']);
    expect(filters().getByLabelText('State')).toHaveValue('');
    expect(filters().getByRole('checkbox', { name: 'MD' })).not.toBeChecked();
  });

  test('a filter or sort change resets the page to 1; Clear All empties the filters', async () => {
    setup();
    const { user, router } = renderApp('/search?page=4&sortKey=name');
    await screen.findByRole('article', { name: 'Jane Smith' });
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Name (A-Z)');

    await user.click(filters().getByRole('checkbox', { name: 'MD' }));
    await waitFor(() => expect(router.state.location.search).toBe('?education=MD&sortKey=name&sortDirection=asc'));

    await act(() => router.navigate('/search?page=4&city=Austin', { replace: true }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Location (Z-A)');
    await waitFor(() => expect(router.state.location.search).toBe('?city=Austin&sortKey=location&sortDirection=desc'));

    await user.click(filters().getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortKey=location&sortDirection=desc'));
  });

  test('the sort menu reads Default until a sort is chosen', async () => {
    setup();
    renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Default');
  });

  test('states are listed alphabetically as name and code, with All States and a clear button', async () => {
    setup();
    const { user, router } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    const select = filters().getByLabelText('State');
    const options = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(['All States', 'Alabama (AL)', 'Alaska (AK)']);
    expect(options).toHaveLength(52);

    await user.selectOptions(select, 'Texas (TX)');
    await waitFor(() => expect(router.state.location.search).toBe('?state=TX'));
    await user.click(filters().getByRole('button', { name: 'Clear state' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  test('the skills box narrows the list and, after a pause, the results', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });

    await user.type(filters().getByLabelText('Search skills'), 'clin');

    expect(filters().getByRole('checkbox', { name: 'Clinical Research' })).toBeInTheDocument();
    expect(filters().queryByRole('checkbox', { name: 'Leadership' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?skillsSearch=clin'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams.get('skillsSearch')).toBe('clin'));
  });

  test('a non-results tab fetches nothing until the results are asked for', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search?tab=saved');

    await user.click(await screen.findByRole('button', { name: 'Show Results' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Jane Smith' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/physicians')).toHaveLength(1);
  });

  test('the sidebar adds and removes a specialty', async () => {
    setup();
    const { user, router } = renderApp('/search');
    const sidebar = within(await screen.findByRole('complementary', { name: 'Specialties' }));

    await user.click(await sidebar.findByRole('button', { name: /Pediatrics/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?specialtyExact=Pediatrics'));
    expect(sidebar.getByRole('button', { name: /Pediatrics/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(sidebar.getByRole('button', { name: /Pediatrics/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  test('on small screens the panel opens and closes', async () => {
    setup();
    const { user } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });

    await user.click(screen.getByRole('button', { name: 'Open Search Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Search filters' });
    expect(within(dialog).getByRole('button', { name: 'Close Search Filters' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('search page: Save Search and Saved', { timeout: 30_000 }, () => {
  test('signed out: both shown disabled, saying why', async () => {
    signedOut();
    setup();
    renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    const save = filters().getByRole('button', { name: 'Save Search' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('title', 'Log in to save searches');
    expect(filters().getByRole('button', { name: 'Saved' })).toBeDisabled();
  });

  test('demo: disabled for demo mode; a user allowed to save gets the wired buttons', async () => {
    signedInAs({ email: 'demo@example.com' });
    const demo = meFixture({ isDemo: true, capabilities: { ...meFixture().capabilities, isDemo: true, canSaveLists: false } });
    mockFetch({
      'GET /api/me': () => jsonResponse(200, demo),
      'GET /api/physicians': () => resultsResponse([physicianFixture()]),
      'GET /api/specialties': specialtiesResponse,
    });
    const { unmount } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    expect(filters().getByRole('button', { name: 'Save Search' })).toHaveAttribute('title', 'This feature is disabled in demo mode');
    unmount();

    signedInAs({ email: 'recruiter@example.com' });
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/physicians': () => resultsResponse([physicianFixture()]),
      'GET /api/specialties': specialtiesResponse,
    });
    renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    // routes.tsx wires the saved-searches feature.
    expect(filters().getByRole('button', { name: 'Save Search' })).toBeDisabled();
    expect(filters().getByRole('button', { name: 'Saved' })).toBeEnabled();
  });
});
