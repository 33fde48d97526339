import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });

const result = (total: number) => ({ items: total ? [physicianFixture({ specialty: 'Family Medicine' })] : [], total, page: 1, pageSize: 25, visibleLimit: 20 });

describe('specialty page', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('title-cases the slug, lists the physicians of that specialty with the total and links onward', async () => {
    const fetchMock = mockFetch({ 'GET /api/physicians': () => jsonResponse(200, result(40)), 'GET /api/specialties': () => jsonResponse(200, []) });
    renderApp('/directory/family-medicine');

    expect(await screen.findByRole('heading', { level: 1, name: 'Family Medicine' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Jane Smith' })).toHaveAttribute('href', '/physicians/p-1');
    expect(screen.getByText('40 physicians')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/physicians')[0]?.searchParams.get('specialtyExact')).toBe('Family Medicine');

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Specialties' })).toHaveAttribute('href', '/specialties');
    expect(screen.getByRole('link', { name: 'Advanced Search' })).toHaveAttribute('href', '/search?specialtyExact=Family%20Medicine');
    expect(screen.getByRole('link', { name: 'View All 40 Family Medicine Physicians' })).toHaveAttribute('href', '/search?specialtyExact=Family%20Medicine');
  });

  test('25 or fewer: no View All link', async () => {
    mockFetch({ 'GET /api/physicians': () => jsonResponse(200, result(1)) });
    renderApp('/directory/cardiology');
    await screen.findByRole('link', { name: 'Jane Smith' });
    expect(screen.queryByRole('link', { name: /View All/ })).not.toBeInTheDocument();
  });

  test('no physicians: redirects to the search for that specialty', async () => {
    mockFetch({ 'GET /api/physicians': () => jsonResponse(200, result(0)), 'GET /api/specialties': () => jsonResponse(200, []) });
    const { router } = renderApp('/directory/sports-medicine');

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?specialtyExact=Sports%20Medicine'));
  });

  test('/directory itself goes to /search', async () => {
    mockFetch({ 'GET /api/physicians': () => jsonResponse(200, result(0)), 'GET /api/specialties': () => jsonResponse(200, []) });
    const { router } = renderApp('/directory');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });
});

describe('specialty page, the free limit', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('a visitor is told why only 20 of 23 are listed, and how to see all', async () => {
    const items = Array.from({ length: 20 }, (_, i) => physicianFixture({ id: `p-${i}`, firstName: `Doc${i}`, fullName: `Doc${i} Lee`, specialty: 'Cardiology' }));
    mockFetch({ 'GET /api/physicians': () => jsonResponse(200, { items, total: 23, page: 1, pageSize: 25, visibleLimit: 20 }) });
    renderApp('/directory/cardiology');

    const notice = await screen.findByText(/Showing 20 of 23,/);
    expect(notice).toHaveTextContent('Showing 20 of 23, sign in and subscribe to see all');
    expect(within(notice).getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
    expect(within(notice).getByRole('link', { name: 'subscribe' })).toHaveAttribute('href', '/pricing');
  });

  test('no notice when everything is listed', async () => {
    mockFetch({ 'GET /api/physicians': () => jsonResponse(200, result(1)) });
    renderApp('/directory/cardiology');
    await screen.findByRole('link', { name: 'Jane Smith' });
    expect(screen.queryByText(/Showing \d+ of/)).not.toBeInTheDocument();
  });
});
