import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { errorResponse, resultsResponse, specialtiesResponse } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 8000 });

/** Issue 16: each physician filter writes the URL and the API query; what the API would refuse is flagged and not sent. */
const setup = () => mockFetch({ 'GET /api/physicians': () => resultsResponse([physicianFixture()]), 'GET /api/specialties': specialtiesResponse });
const filters = () => within(screen.getByRole('complementary', { name: 'Search filters' }));
const lastApi = (fetchMock: ReturnType<typeof mockFetch>) => callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams;
const describedBy = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('search page: physician filters', { timeout: 60_000 }, () => {
  beforeEach(() => signedOut());

  test('an NPI with a bad check digit says so, is never sent, and shows no results beside its message; a valid one is sent', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    const npi = filters().getByLabelText('NPI number');

    await user.type(npi, '1234567890');
    expect(npi).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(npi)).toBe('This NPI has an invalid check digit');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?npi=1234567890'));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('No results: fix this filter to search.');
    expect(refusal).toHaveTextContent('This NPI has an invalid check digit');
    expect(screen.queryByRole('article', { name: 'Jane Smith' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/physicians').every((u) => !u.searchParams.has('npi'))).toBe(true);

    await user.clear(npi);
    await user.type(npi, '1234567893');
    await waitFor(() => expect(router.state.location.search).toBe('?npi=1234567893'));
    await waitFor(() => expect(lastApi(fetchMock)?.get('npi')).toBe('1234567893'));
    expect(npi).not.toHaveAttribute('aria-invalid');
  });

  test('license states, board certifications and languages are repeated parameters in the URL and the API call', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });

    await user.selectOptions(filters().getByLabelText('License State'), 'Texas (TX)');
    await user.selectOptions(filters().getByLabelText('License State'), 'California (CA)');
    await user.type(filters().getByLabelText('Board Certification'), 'Internal Medicine{Enter}');
    await user.selectOptions(filters().getByLabelText('Languages'), 'Spanish');

    await waitFor(() =>
      expect(router.state.location.search).toBe('?licenseState=TX&licenseState=CA&boardCertification=Internal+Medicine&language=Spanish'),
    );
    await waitFor(() => expect(lastApi(fetchMock)?.getAll('licenseState')).toEqual(['TX', 'CA']));
    expect(lastApi(fetchMock)?.getAll('boardCertification')).toEqual(['Internal Medicine']);
    expect(lastApi(fetchMock)?.getAll('language')).toEqual(['Spanish']);

    await user.click(filters().getByRole('button', { name: 'Remove Texas (TX)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?licenseState=CA&boardCertification=Internal+Medicine&language=Spanish'));
    expect(filters().getByText('3 filters in use')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Search Filters' })).toHaveAccessibleDescription('3 filters in use');

    await user.click(filters().getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filters().queryByRole('list', { name: 'License State chosen' })).not.toBeInTheDocument();
  });

  test('years in practice sets the graduation range; a reversed range is flagged and not sent', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    const year = new Date().getFullYear();

    await user.selectOptions(filters().getByLabelText('Years in practice'), '5-10 years');
    await waitFor(() => expect(router.state.location.search).toBe(`?graduationYearFrom=${year - 10}&graduationYearTo=${year - 5}`));
    await waitFor(() => expect(lastApi(fetchMock)?.get('graduationYearFrom')).toBe(String(year - 10)));
    expect(lastApi(fetchMock)?.get('graduationYearTo')).toBe(String(year - 5));
    expect(filters().getByLabelText('Graduated from')).toHaveValue(String(year - 10));

    const to = filters().getByLabelText('Graduated to');
    await user.clear(to);
    await user.type(to, '1980');
    await waitFor(() => expect(router.state.location.search).toBe(`?graduationYearFrom=${year - 10}&graduationYearTo=1980`));
    expect(describedBy(to)).toBe('The "to" year must not be before the "from" year');
    expect(filters().getByLabelText('Years in practice')).toHaveDisplayValue('Custom range');
    // A refused range stops the search: its message and no results (issue 21), and nothing new is asked.
    expect(await screen.findByRole('alert')).toHaveTextContent('The "to" year must not be before the "from" year');
    expect(screen.queryByRole('article', { name: 'Jane Smith' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/physicians').some((u) => u.searchParams.get('graduationYearTo') === '1980')).toBe(false);
  });

  test('a ZIP needs a distance (and the reverse); together they are sent and a Distance sort appears, which goes with them', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search?sortKey=name');
    await screen.findByRole('article', { name: 'Jane Smith' });
    const sortOptions = () => within(screen.getByLabelText('Sort by')).getAllByRole('option').map((o) => o.textContent);
    expect(sortOptions()).not.toContain('Distance (nearest)');

    await user.type(filters().getByLabelText('ZIP code'), '17101');
    await waitFor(() => expect(router.state.location.search).toBe('?nearZip=17101&sortKey=name&sortDirection=asc'));
    const miles = filters().getByLabelText('Within');
    expect(miles).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(miles)).toBe('Choose a distance for this ZIP code');
    expect(lastApi(fetchMock)?.has('nearZip')).toBe(false);

    await user.selectOptions(miles, '50 miles');
    await waitFor(() => expect(lastApi(fetchMock)?.get('withinMiles')).toBe('50'));
    expect(lastApi(fetchMock)?.get('nearZip')).toBe('17101');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Distance (nearest)');
    await waitFor(() => expect(router.state.location.search).toBe('?nearZip=17101&withinMiles=50&sortKey=distance&sortDirection=asc'));
    await waitFor(() => expect(lastApi(fetchMock)?.get('sortKey')).toBe('distance'));

    await user.clear(filters().getByLabelText('ZIP code'));
    await waitFor(() => expect(router.state.location.search).toBe('?withinMiles=50&sortKey=name&sortDirection=asc'));
    expect(describedBy(filters().getByLabelText('ZIP code'))).toBe('Enter a ZIP code to search within this distance');
    expect(sortOptions()).not.toContain('Distance (nearest)');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Name (A-Z)');
    await waitFor(() => expect(lastApi(fetchMock)?.get('sortKey')).toBe('name'));
    expect(lastApi(fetchMock)?.has('withinMiles')).toBe(false);
  });

  test('an invalid NPI that comes in the URL is flagged at once, and no search runs without it', async () => {
    const fetchMock = setup();
    renderApp('/search?npi=1234567890&language=Spanish');
    expect(await screen.findByRole('alert')).toHaveTextContent('This NPI has an invalid check digit');
    expect(describedBy(filters().getByLabelText('NPI number'))).toBe('This NPI has an invalid check digit');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/physicians')).toEqual([]);
  });

  test('the controls follow the URL when it changes (Back, a saved search applied)', async () => {
    setup();
    const { router } = renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });

    await act(() => router.navigate('/search?nearZip=17101&withinMiles=100&licenseState=PA&graduationYearFrom=1990&npi=1234567893'));

    expect(filters().getByLabelText('ZIP code')).toHaveValue('17101');
    expect(filters().getByLabelText('Within')).toHaveValue('100');
    expect(filters().getByRole('list', { name: 'License State chosen' })).toHaveTextContent('Pennsylvania (PA)');
    expect(filters().getByLabelText('Graduated from')).toHaveValue('1990');
    expect(filters().getByLabelText('NPI number')).toHaveValue('1234567893');

    await act(() => router.navigate('/search'));
    expect(filters().getByLabelText('ZIP code')).toHaveValue('');
    expect(filters().getByLabelText('NPI number')).toHaveValue('');
  });

  test("an unknown ZIP shows the API's field error at the ZIP box", async () => {
    mockFetch({
      'GET /api/physicians': (url) =>
        url.searchParams.get('nearZip') === '00000'
          ? errorResponse(400, 'VALIDATION', 'Invalid query', { nearZip: ['Unknown ZIP code'] })
          : resultsResponse([physicianFixture()]),
      'GET /api/specialties': specialtiesResponse,
    });
    renderApp('/search?nearZip=00000&withinMiles=25');
    const zip = await screen.findByLabelText('ZIP code');
    await waitFor(() => expect(describedBy(zip)).toBe('Unknown ZIP code'));
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    // No silent trap (issue 21): the message and no results, and no Retry that cannot help.
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown ZIP code');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('keywords that name a specialty, a language or a state offer that filter (issue 21)', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search?query=heart+doctor+Spanish+Texas');
    await screen.findByRole('article', { name: 'Jane Smith' });
    // The hints are a chunk of their own, loaded with the first keyword (issue 24's first-load budget).
    for (const label of ['specialty “heart doctor”', 'language Spanish', 'state Texas']) expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'specialty “heart doctor”' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=Spanish+Texas&specialty=heart+doctor'));
    await user.click(screen.getByRole('button', { name: 'state Texas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?query=Spanish&state=TX&specialty=heart+doctor'));
    await user.click(screen.getByRole('button', { name: 'language Spanish' }));
    await waitFor(() => expect(lastApi(fetchMock)?.getAll('language')).toEqual(['Spanish']));
    expect(lastApi(fetchMock)?.has('query')).toBe(false);
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  test('a lay term or taxonomy code is a specialty tag beside the boxes, which are exact picks', async () => {
    const fetchMock = setup();
    const { user, router } = renderApp('/search?specialtyExact=Cardiology&specialty=207RC0000X');
    await screen.findByRole('article', { name: 'Jane Smith' });
    expect(await filters().findByRole('checkbox', { name: /^Cardiology/ })).toBeChecked();
    expect(within(filters().getByRole('list', { name: 'Other specialty or term tags' })).getByText('207RC0000X')).toBeInTheDocument();

    await user.type(filters().getByLabelText('Other specialty or term'), 'heart doctor{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?specialty=207RC0000X&specialty=heart+doctor&specialtyExact=Cardiology'));
    await waitFor(() => expect(lastApi(fetchMock)?.getAll('specialty')).toEqual(['207RC0000X', 'heart doctor']));
    expect(lastApi(fetchMock)?.getAll('specialtyExact')).toEqual(['Cardiology']);
  });
});
