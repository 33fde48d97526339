import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { specialtiesResponse, subscribedMe } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });

/** Each page answers with one row whose id names the page, and cursors naming that row, as the API does. */
const pagedResponse = (url: URL) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const id = `row-of-page-${page}`;
  return jsonResponse(200, {
    items: [physicianFixture({ id })],
    total: 250,
    page,
    pageSize: 25,
    visibleLimit: null,
    nextCursor: page < 10 ? id : null,
    prevCursor: page > 1 ? id : null,
  });
};

const setup = (url = '/search') => {
  signedInAs({ email: 'pro@example.com' });
  const fetchMock = mockFetch({
    'GET /api/me': () => jsonResponse(200, subscribedMe('premium')),
    'GET /api/physicians': pagedResponse,
    'GET /api/specialties': specialtiesResponse,
  });
  const rendered = renderApp(url);
  const sent = () => Object.fromEntries(callsTo(fetchMock, '/api/physicians').at(-1)?.searchParams ?? []);
  const nav = () => within(screen.getByRole('navigation', { name: 'Pagination' }));
  return { ...rendered, sent, nav };
};

describe('search page: paging by cursor (issue 15)', { timeout: 30_000 }, () => {
  beforeEach(() => vi.unstubAllGlobals());

  test('Next and Previous send the cursor of the rows on screen, kept out of the URL', async () => {
    const { user, router, sent, nav } = setup();
    await screen.findByText('Showing 1-1 of 250 results');

    await user.click(nav().getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 26-26 of 250 results');
    expect(sent()).toEqual({ page: '2', after: 'row-of-page-1', totalHint: '250' });
    expect(router.state.location.search).toBe('?page=2');

    await user.click(nav().getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 51-51 of 250 results');
    expect(sent()).toEqual({ page: '3', after: 'row-of-page-2', totalHint: '250' });

    await user.click(nav().getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(sent()).toEqual({ page: '2', before: 'row-of-page-3', totalHint: '250' }));
  });

  test('a page-number jump sends the page (and the total shown), no cursor', async () => {
    const { user, sent, nav } = setup();
    await screen.findByText('Showing 1-1 of 250 results');
    await user.click(nav().getByRole('button', { name: 'Page 10' }));
    await screen.findByText('Showing 226-226 of 250 results');
    expect(sent()).toEqual({ page: '10', totalHint: '250' });
  });

  test('a reload of a later page asks by page number alone', async () => {
    const { sent } = setup('/search?page=3');
    await screen.findByText('Showing 51-51 of 250 results');
    expect(sent()).toEqual({ page: '3' });
  });

  test('Next from a row removed meanwhile: the answer names page 400, and the URL and pager follow it', async () => {
    signedInAs({ email: 'pro@example.com' });
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, subscribedMe('premium')),
      // Page 401 asked after a removed row: the API serves page 400 by number and says so (page-depth.ts).
      'GET /api/physicians': (url: URL) => {
        const asked = Number(url.searchParams.get('page') ?? 1);
        const page = asked > 400 ? 400 : asked;
        const id = `row-of-page-${page}`;
        return jsonResponse(200, { items: [physicianFixture({ id })], total: 20_000, page, pageSize: 25, visibleLimit: null, nextCursor: id, prevCursor: id });
      },
      'GET /api/specialties': specialtiesResponse,
    });
    const { router, user } = renderApp('/search?page=400');
    await screen.findByText('Showing 9,976-9,976 of 20,000 results');
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/physicians').some((u) => u.searchParams.get('page') === '401')).toBe(true));
    await waitFor(() => expect(router.state.location.search).toBe('?page=400'));
    expect(await screen.findByText('Showing 9,976-9,976 of 20,000 results')).toBeInTheDocument();
  });
});
