import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { resultsResponse } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });

/** Issue 15: specialty counts under the current search, list values with commas, at most 10 values a list. */
const names = ['Cardiology', 'Pediatrics', 'Neurology', 'Oncology', 'Radiology', 'Urology', 'Dermatology', 'Psychiatry', 'Nephrology', 'Hematology', 'Pathology', 'Surgery'];
const whole = names.map((specialty, i) => ({ specialty, count: 1000 - i }));

/** Whole-directory counts without filters; under filters only Cardiology (1,204) and Pediatrics (1) match. */
const setup = () =>
  mockFetch({
    'GET /api/physicians': () => resultsResponse([physicianFixture()]),
    'GET /api/specialties': (url) =>
      url.search
        ? jsonResponse(200, [{ specialty: 'Cardiology', count: 1204 }, { specialty: 'Pediatrics', count: 1 }])
        : jsonResponse(200, whole),
  });
const filters = () => within(screen.getByRole('complementary', { name: 'Search filters' }));
const sidebar = () => within(screen.getByRole('complementary', { name: 'Specialties' }));

describe('search page: specialty counts for the current search', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('counts follow the filters but not the specialty filter, and are read with the name', async () => {
    const fetchMock = setup();
    const { user } = renderApp('/search?state=CA&specialtyExact=Cardiology');
    await screen.findByRole('article', { name: 'Jane Smith' });

    expect(await filters().findByRole('checkbox', { name: 'Cardiology, 1,204 physicians' })).toBeChecked();
    expect(filters().getByRole('checkbox', { name: 'Pediatrics, 1 physician' })).not.toBeChecked();
    // Still offered when nothing matches it now, in the directory's order.
    expect(filters().getByRole('checkbox', { name: 'Surgery, 0 physicians' })).toBeInTheDocument();
    expect(sidebar().getByRole('button', { name: /^Neurology ?, 0 physicians$/ })).toHaveAttribute('aria-pressed', 'false');
    const facetCalls = () => callsTo(fetchMock, '/api/specialties').filter((u) => u.search);
    expect(facetCalls().map((u) => [u.searchParams.get('state'), u.searchParams.has('specialty') || u.searchParams.has('specialtyExact')])).toEqual([['CA', false]]);

    // Ticking another specialty changes nothing the counts depend on: no new request.
    await user.click(filters().getByRole('checkbox', { name: 'Pediatrics, 1 physician' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams.getAll('specialtyExact')).toEqual(['Cardiology', 'Pediatrics']));
    await new Promise((r) => setTimeout(r, 400));
    expect(facetCalls()).toHaveLength(1);
  });

  test('a filter change asks again after a pause, with the new filters', async () => {
    const fetchMock = setup();
    const { user } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    expect(await filters().findByRole('checkbox', { name: 'Cardiology, 1,000 physicians' })).toBeInTheDocument();

    await user.click(filters().getByRole('checkbox', { name: 'MD' }));

    expect(await filters().findByRole('checkbox', { name: 'Cardiology, 1,204 physicians' })).toBeInTheDocument();
    const last = callsTo(fetchMock, '/api/specialties').at(-1);
    expect(last?.searchParams.getAll('education')).toEqual(['MD']);
  });

  test('at most 10 specialties: the others are disabled in both lists', async () => {
    setup();
    const ten = names.slice(0, 10).map((s) => `specialtyExact=${s}`).join('&');
    renderApp(`/search?${ten}`);
    await screen.findByRole('article', { name: 'Jane Smith' });

    expect(await filters().findByRole('checkbox', { name: /^Pathology/ })).toBeDisabled();
    expect(filters().getByRole('checkbox', { name: /^Cardiology/ })).toBeEnabled();
    expect(sidebar().getByRole('button', { name: /^Surgery/ })).toBeDisabled();
    expect(filters().getByText('Up to 10 can be chosen.')).toBeInTheDocument();
  });

  test('a company name with a comma is one filter value in the URL and the API call', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });

    await user.type(filters().getByLabelText('Company'), 'Smith, Jones and Partners{Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?organization=Smith%2C+Jones+and+Partners'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams.getAll('organization')).toEqual(['Smith, Jones and Partners']));
  });
});
