import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { renderUi } from '../../../testing/render-ui';
import { adminMe, apiError, userRowFixture, usersOf } from '../testing/admin-fixtures';
import { UsersPage } from './users-page';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const rows = [
  userRowFixture({ id: 'u-1', email: 'admin@example.com', isAdmin: true, subscriptionStatus: 'active', subscriptionPlan: 'Annual Plan', totalExports: 1250 }),
  userRowFixture({ id: 'u-2', email: 'trial@example.com', subscriptionStatus: 'trialing', subscriptionPlan: 'Monthly Plan', signupDate: null, lastSignInAt: null }),
  userRowFixture({ id: 'u-3', email: 'gone@example.com', subscriptionStatus: 'canceled', subscriptionPlan: 'Monthly Plan', totalExports: 7 }),
];
const stats = { totalUsers: 5, activeSubscriptions: 1, totalExports: 1257 };

const serveUsers = (answer: (query: string | null) => Response) =>
  mockFetch({ 'GET /api/me': () => jsonResponse(200, adminMe()), 'GET /api/admin/users': (url) => answer(url.searchParams.get('query')) });

const rowOf = (email: string) => screen.getByRole('cell', { name: new RegExp(email) }).closest('tr') as HTMLElement;

describe('user management', () => {
  beforeEach(() => signedInAs({ email: 'admin@example.com', groups: ['admin'] }));

  test('stat cards, the table with its badges and fallbacks, and "Showing X of Y users"', async () => {
    serveUsers(() => jsonResponse(200, usersOf(rows, stats)));
    renderApp('/users');

    expect(await screen.findByText('Showing 3 of 5 users')).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['5', '1', '1,257']);
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Total Users', 'Active Subscriptions', 'Total Exports']);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Email',
      'Signup Date',
      'Last Sign In',
      'Subscription',
      'Exported Contacts',
      'Reveals (today / 30 days)',
      'Exported Rows (today / 30 days)',
    ]);

    const admin = within(rowOf('admin@example.com'));
    expect(admin.getByText('Admin')).toBeInTheDocument();
    expect(admin.getByText('Annual Plan')).toHaveClass('bg-green-100');
    expect(admin.getByText('May 1, 2025')).toBeInTheDocument();
    expect(admin.getByText('May 13, 2025')).toBeInTheDocument();
    expect(admin.getByText('1,250')).toBeInTheDocument();

    const trial = within(rowOf('trial@example.com'));
    expect(trial.getByText('Trial')).toHaveClass('bg-blue-100');
    expect(trial.getByText('N/A')).toBeInTheDocument();
    expect(trial.getByText('Never')).toBeInTheDocument();
    expect(trial.queryByText('Admin')).not.toBeInTheDocument();

    expect(within(rowOf('gone@example.com')).getByText('Free')).toHaveClass('bg-slate-100');
  });

  test('the email search is sent as ?query= once typing pauses; Refresh fetches again', async () => {
    const fetchMock = serveUsers((query) => jsonResponse(200, query === 'trial' ? usersOf([rows[1]!], stats) : usersOf(rows, stats)));
    const { user } = renderApp('/users');

    await screen.findByText('Showing 3 of 5 users');
    await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'trial');
    expect(await screen.findByText('Showing 1 of 5 users')).toBeInTheDocument();
    const searches = callsTo(fetchMock, '/api/admin/users').map((url) => url.search);
    expect(searches).toEqual(['', '?query=trial']);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/admin/users')).toHaveLength(3));
    expect(callsTo(fetchMock, '/api/admin/users').at(-1)?.search).toBe('?query=trial');
  });

  test('shows reveals and exported rows today and over 30 days, and sorts by usage (issue 17)', async () => {
    const usage = (revealsToday: number, reveals30d: number, exportedRowsToday: number, exportedRows30d: number) => ({ revealsToday, reveals30d, exportedRowsToday, exportedRows30d });
    const used = [
      userRowFixture({ id: 'u-1', email: 'quiet@example.com', usage: usage(0, 12, 0, 40) }),
      userRowFixture({ id: 'u-2', email: 'harvester@example.com', usage: usage(900, 9000, 10, 100) }),
      userRowFixture({ id: 'u-3', email: 'exporter@example.com', usage: usage(5, 50, 4000, 60000) }),
    ];
    serveUsers(() => jsonResponse(200, usersOf(used, stats)));
    const { user } = renderApp('/users');
    await screen.findByText('Showing 3 of 5 users');
    const emails = () => screen.getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent);
    expect(emails()).toEqual(['quiet@example.com', 'harvester@example.com', 'exporter@example.com']);
    expect(within(rowOf('harvester@example.com')).getByText('900 / 9,000')).toBeInTheDocument();
    expect(within(rowOf('exporter@example.com')).getByText('4,000 / 60,000')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most reveals (30 days)');
    expect(emails()).toEqual(['harvester@example.com', 'exporter@example.com', 'quiet@example.com']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most exported rows (30 days)');
    expect(emails()).toEqual(['exporter@example.com', 'harvester@example.com', 'quiet@example.com']);
  });

  test('no match: "No users found"', async () => {
    serveUsers(() => jsonResponse(200, usersOf([], stats)));
    renderApp('/users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 5 users')).toBeInTheDocument();
  });

  test('a failed load toasts "Failed to load users"', async () => {
    serveUsers(() => jsonResponse(500, apiError('INTERNAL', 'boom')));
    renderApp('/users');
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
    expect(screen.getAllByText('There was a problem loading the user data.').length).toBeGreaterThan(0);
  });
});

test('a non-admin is refused without loading any user', async () => {
  signedInAs({ email: 'recruiter@example.com' });
  const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
  renderUi(<UsersPage />, '/users');

  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  expect(callsTo(fetchMock, '/api/admin/users')).toHaveLength(0);
});
