import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const specialties = () => jsonResponse(200, [
  { specialty: 'Cardiology', count: 1200 },
  { specialty: 'Pediatrics', count: 800 },
]);

const page = (items: ReturnType<typeof physicianFixture>[], extra: { total?: number; page?: number; visibleLimit?: number | null } = {}) =>
  jsonResponse(200, { items, total: extra.total ?? items.length, page: extra.page ?? 1, pageSize: 25, visibleLimit: extra.visibleLimit ?? null });

describe('search page', () => {
  beforeEach(() => signedOut());

  test('renders the results of GET /api/physicians for the URL query', async () => {
    // Held until the skeletons have been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch({
      'GET /api/physicians': async () => {
        await held;
        return page([
          physicianFixture({ skills: ['Surgery', 'Research', 'Teaching', 'Leadership', 'Patient Care', 'Public Speaking', 'Communication'] }),
          physicianFixture({ id: 'p-2', firstName: 'Omar', lastName: 'Khan', fullName: 'Omar Khan', specialty: 'Pediatrics', location: 'Boston, MA' }),
        ]);
      },
      'GET /api/specialties': specialties,
    });
    renderApp('/search?query=smith');

    expect(await screen.findAllByTestId('physician-card-skeleton')).toHaveLength(25);
    release();

    const jane = await screen.findByRole('article', { name: 'Jane Smith' });
    expect(screen.getByText('Showing 1-2 of 2 results')).toBeInTheDocument();
    expect(within(jane).getByText('JS')).toBeInTheDocument();
    expect(within(jane).getByText('Attending Physician')).toBeInTheDocument();
    expect(within(jane).getByText('Cardiology')).toBeInTheDocument();
    expect(within(jane).getByText('Mercy Hospital')).toBeInTheDocument();
    expect(within(jane).getByText('Austin, TX')).toBeInTheDocument();
    const skills = within(within(jane).getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((li) => li.textContent)).toEqual(['Surgery', 'Research', 'Teaching', 'Leadership', 'Patient Care', '+2 more']);
    expect(within(jane).getByRole('link', { name: 'Jane Smith' })).toHaveAttribute('href', '/physicians/p-1');
    expect(screen.getByRole('article', { name: 'Omar Khan' })).toBeInTheDocument();

    expect(screen.queryByTestId('physician-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Keywords')).toHaveValue('smith');
    expect(callsTo(fetchMock, '/api/physicians')[0]?.searchParams.get('query')).toBe('smith');

    const sidebar = within(screen.getByRole('complementary', { name: 'Specialties' }));
    expect(await sidebar.findByRole('button', { name: /Cardiology\s*1,200/ })).toBeInTheDocument();
  });

  test('shows the empty state', async () => {
    mockFetch({ 'GET /api/physicians': () => page([]), 'GET /api/specialties': specialties });
    renderApp('/search?query=nobody');

    expect(await screen.findByText('No physicians found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });

  test('shows the error with a Retry that refetches', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/physicians': () =>
        ++calls === 1 ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'Search is unavailable.' } }) : page([physicianFixture()]),
      'GET /api/specialties': specialties,
    });
    const { user } = renderApp('/search');

    expect(await screen.findByText('Search is unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Jane Smith' })).toBeInTheDocument();
  });

  test('typing keywords replaces ?query= and restarts at page 1', async () => {
    const fetchMock = mockFetch({ 'GET /api/physicians': () => page([physicianFixture()]), 'GET /api/specialties': specialties });
    const { user, router } = renderApp('/search?page=3');
    await screen.findByRole('article', { name: 'Jane Smith' });

    await user.type(screen.getByLabelText('Keywords'), 'cardio');

    await waitFor(() => expect(router.state.location.search).toBe('?query=cardio'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams.get('query')).toBe('cardio'));
  });

  test('Next asks the API for the next page', async () => {
    const fetchMock = mockFetch({
      'GET /api/physicians': (url) => page([physicianFixture()], { total: 60, page: Number(url.searchParams.get('page') ?? 1) }),
      'GET /api/specialties': specialties,
    });
    const { user, router } = renderApp('/search');
    await screen.findByText('Showing 1-1 of 60 results');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Showing 26-26 of 60 results')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  test('choosing a specialty filters the results', async () => {
    const fetchMock = mockFetch({ 'GET /api/physicians': () => page([physicianFixture()]), 'GET /api/specialties': specialties });
    const { user, router } = renderApp('/search');

    await user.click(await screen.findByRole('button', { name: /Pediatrics/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?specialty=Pediatrics'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams.get('specialty')).toBe('Pediatrics'));
    expect(screen.getByRole('button', { name: /Pediatrics/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
