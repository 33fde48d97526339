import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast/toast';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { errorResponse, physicians, resultsResponse, specialtiesResponse, subscribedMe } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
// The whole search page renders in jsdom: give slow (shared, 2-core) machines room.
configure({ asyncUtilTimeout: 5000 });
// Sonner keeps its toasts in module state: start every test without the last one's.
beforeEach(() => {
  toast.dismiss();
});

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) => callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams;

describe('search page: results', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('shows 25 skeletons, then the cards with the header and the specialty sidebar', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch({
      'GET /api/physicians': async () => {
        await held;
        return resultsResponse(
          [
            physicianFixture({
              skills: ['Surgery', 'Research', 'Teaching', 'Leadership', 'Patient Care', 'Public Speaking', 'Communication'],
              education: [{ schoolName: 'Yale', degree: 'MD' }],
              linkedinUrl: 'https://www.linkedin.com/in/jane',
            }),
            physicianFixture({ id: 'p-2', firstName: 'Omar', lastName: 'Khan', fullName: 'Omar Khan', specialty: 'obgyn', hasEmail: false }),
          ],
          { visibleLimit: 20 },
        );
      },
      'GET /api/specialties': specialtiesResponse,
    });
    renderApp('/search?query=smith');

    expect(await screen.findAllByTestId('physician-card-skeleton')).toHaveLength(25);
    release();

    const jane = within(await screen.findByRole('article', { name: 'Jane Smith' }));
    expect(screen.getByText('Showing 1-2 of 2 results')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-2 of 2 results').parentElement).toHaveTextContent('Showing 1-2 of 2 results for “smith”');
    expect(jane.getByText('JS')).toBeInTheDocument();
    expect(jane.getByText('Attending Physician')).toBeInTheDocument();
    expect(jane.getByText('Cardiology')).toBeInTheDocument();
    expect(jane.getByText('Mercy Hospital')).toBeInTheDocument();
    expect(jane.getByText('Austin, TX')).toBeInTheDocument();
    expect(within(jane.getByRole('list', { name: 'Education' })).getByText('MD')).toBeInTheDocument();
    const skills = within(jane.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((li) => li.textContent)).toEqual(['Surgery', 'Research', 'Teaching', 'Leadership', 'Patient Care', '+2 more']);
    expect(jane.getByRole('link', { name: 'Jane Smith' })).toHaveAttribute('href', '/physicians/p-1');
    expect(jane.getByRole('link', { name: 'View profile of Jane Smith' })).toHaveAttribute('href', '/physicians/p-1');
    const linkedIn = jane.getByRole('link', { name: /LinkedIn/ });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(jane.getByRole('button', { name: 'View Email' })).toBeEnabled();

    const omar = within(screen.getByRole('article', { name: 'Omar Khan' }));
    expect(omar.getByText('OBGYN')).toBeInTheDocument();
    expect(omar.getByRole('button', { name: 'View Email' })).toHaveAttribute('aria-disabled', 'true');
    expect(omar.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    // routes.tsx wires the lists feature: the card's add-to-list button shows (refusals are toasts).
    expect(omar.getByRole('button', { name: 'Add to List: Omar Khan' })).toBeInTheDocument();

    expect(screen.getByRole('list', { name: 'Keywords tags' })).toHaveTextContent('smith');
    expect(lastQuery(fetchMock)?.get('query')).toBe('smith');
    const sidebar = within(screen.getByRole('complementary', { name: 'Specialties' }));
    expect(await sidebar.findByRole('button', { name: /^Cardiology ?, 1,200 physicians$/ })).toBeInTheDocument();
  });

  test('shows the empty state', async () => {
    mockFetch({ 'GET /api/physicians': () => resultsResponse([]), 'GET /api/specialties': specialtiesResponse });
    renderApp('/search?query=nobody');

    expect(await screen.findByText('No physicians found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });

  test('an error shows its message with Retry, and toasts', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/physicians': () => (++calls === 1 ? errorResponse(500, 'INTERNAL', 'Search is unavailable.') : resultsResponse([physicianFixture()])),
      'GET /api/specialties': specialtiesResponse,
    });
    const { user } = renderApp('/search');

    expect(await screen.findByText('Error Fetching Data')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Search is unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Jane Smith' })).toBeInTheDocument();
  });

  test('a free viewer with more than 20 results is told so above the cards, sees the upsell and no header', async () => {
    mockFetch({ 'GET /api/physicians': () => resultsResponse(physicians(20), { total: 60, visibleLimit: 20 }), 'GET /api/specialties': specialtiesResponse });
    renderApp('/search');

    expect(await screen.findByRole('heading', { name: 'Unlock all 60 results!' })).toBeInTheDocument();
    expect(screen.getByText(/You are viewing 20 of 60 results/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    expect(within(screen.getByRole('region', { name: 'Unlock all 60 results!' })).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText(/^Showing 1-/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const notice = screen.getByText(/^Showing 20 of 60,/);
    expect(notice).toHaveTextContent('Showing 20 of 60, sign in and subscribe to see all');
    // Before the first card, not after the last.
    expect(notice.compareDocumentPosition(screen.getAllByRole('article')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('a free viewer past page 1 gets the paywall instead of an error', async () => {
    mockFetch({
      'GET /api/physicians': () => errorResponse(402, 'SUBSCRIPTION_REQUIRED', 'Subscribe to see more than the first 20 results.'),
      'GET /api/specialties': specialtiesResponse,
    });
    renderApp('/search?page=2');

    expect(await screen.findByRole('heading', { name: 'Unlock Unlimited Contacts' })).toBeInTheDocument();
    expect(screen.getByText('Subscribe to see more than the first 20 results.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('pagination: a window of 5 with first and last, and a click fetches that page', async () => {
    signedInAs({ email: 'pro@example.com' });
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, subscribedMe('premium')),
      'GET /api/physicians': (url) => resultsResponse([physicianFixture()], { total: 250, page: Number(url.searchParams.get('page') ?? 1) }),
      'GET /api/specialties': specialtiesResponse,
    });
    const { user, router } = renderApp('/search');
    await screen.findByText('Showing 1-1 of 250 results');

    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', '4', '5', '10', 'Next']);
    expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(nav.getByRole('button', { name: 'Page 10' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=10'));
    expect(await screen.findByText('Showing 226-226 of 250 results')).toBeInTheDocument();
    expect(lastQuery(fetchMock)?.get('page')).toBe('10');
    const after = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(after.getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '6', '7', '8', '9', '10', 'Next']);
    expect(after.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('results wait for the subscription check of a signed-in user', async () => {
    signedInAs({ email: 'pro@example.com' });
    let releaseMe: () => void = () => {};
    const meHeld = new Promise<void>((resolve) => {
      releaseMe = resolve;
    });
    const fetchMock = mockFetch({
      'GET /api/me': async () => {
        await meHeld;
        return jsonResponse(200, meFixture());
      },
      'GET /api/physicians': () => resultsResponse([physicianFixture()]),
      'GET /api/specialties': specialtiesResponse,
    });
    renderApp('/search');

    expect(await screen.findAllByTestId('physician-card-skeleton')).toHaveLength(25);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(fetchMock, '/api/physicians')).toHaveLength(0);

    releaseMe();
    expect(await screen.findByRole('article', { name: 'Jane Smith' })).toBeInTheDocument();
  });
});
