import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, type FetchHandler, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { renderUi } from '../../../testing/render-ui';
import { adminMe, apiError, pageOf, submissionFixture } from '../testing/admin-fixtures';
import { AdminDashboardPage } from './admin-dashboard-page';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const jane = submissionFixture();
const omar = submissionFixture({ id: 's-2', firstName: 'Omar', lastName: 'Reyes', email: 'omar@example.com', companyName: '', specialty: '', createdAt: '2025-06-02T12:00:00Z' });

const adminWith = (handlers: Record<string, FetchHandler>) =>
  mockFetch({ 'GET /api/me': () => jsonResponse(200, adminMe()), ...handlers });

const button = (name: string) => screen.getByRole('button', { name });
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, path: string): unknown =>
  JSON.parse(String(fetchMock.mock.calls.find(([input]) => String(input).startsWith(path))?.[1]?.body));

test('the overview cards show the queues and the day', async () => {
  signedInAs({ email: 'admin@example.com', groups: ['admin'] });
  adminWith({
    'GET /api/admin/submissions': () => jsonResponse(200, pageOf([jane], { total: 1 })),
    'GET /api/admin/overview': () =>
      jsonResponse(200, { pendingSubmissions: 1, approvedThisWeek: 12, openContactReports: 4, users: 1234, exportedRowsToday: 5600, day: '2026-11-26' }),
  });
  renderApp('/admin-dashboard');
  const cards = within(await screen.findByRole('region', { name: 'Overview' }));
  expect(await cards.findByText('1,234')).toBeInTheDocument();
  const figure = (label: string) => cards.getByText(label).nextElementSibling?.textContent;
  expect(figure('Pending submissions')).toBe('1');
  expect(figure('Approved this week')).toBe('12');
  expect(figure('Open contact reports')).toBe('4');
  expect(figure('Rows exported today (UTC)')).toBe('5,600');
});

describe('admin dashboard (Profile Approvals)', () => {
  beforeEach(() => signedInAs({ email: 'admin@example.com', groups: ['admin'] }));

  test('the pending table with its count, dates and N/A / General fallbacks', async () => {
    const fetchMock = adminWith({ 'GET /api/admin/submissions': () => jsonResponse(200, pageOf([jane, omar], { total: 27 })) });
    renderApp('/admin-dashboard');

    expect(await screen.findByRole('heading', { name: 'Pending Submissions (27)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Approvals' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pending submissions' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Name', 'Email', 'Company', 'Specialty', 'Submitted', 'Details', 'Actions']);
    const [, janeRow, omarRow] = within(table).getAllByRole('row');
    expect(janeRow).toHaveTextContent('Jane Smith');
    expect(janeRow).toHaveTextContent('Mercy Hospital');
    expect(janeRow).toHaveTextContent('Cardiology');
    expect(janeRow).toHaveTextContent('May 13, 2025');
    expect(omarRow).toHaveTextContent('N/A');
    expect(omarRow).toHaveTextContent('General');
    expect(omarRow).toHaveTextContent('Jun 2, 2025');
    expect(callsTo(fetchMock, '/api/admin/submissions')[0]?.search).toBe('?status=pending&page=1');
  });

  test('bulk buttons are disabled until something is selected; select all ticks every row', async () => {
    adminWith({ 'GET /api/admin/submissions': () => jsonResponse(200, pageOf([jane, omar])) });
    const { user } = renderApp('/admin-dashboard');

    await screen.findByRole('table');
    expect(button('Approve Selected')).toBeDisabled();
    expect(button('Reject Selected')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Jane Smith' }));
    expect(button('Approve Selected')).toBeEnabled();
    expect(button('Reject Selected')).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select Omar Reyes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Jane Smith' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select Jane Smith' })).not.toBeChecked();
    expect(button('Approve Selected')).toBeDisabled();
  });

  test('approving one row posts to its approve route, locks the other actions meanwhile, then reloads', async () => {
    let pending = [jane, omar];
    let answer: (response: Response) => void = () => {};
    const fetchMock = adminWith({
      'GET /api/admin/submissions': () => jsonResponse(200, pageOf(pending)),
      'POST /api/admin/submissions/s-1/approve': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderApp('/admin-dashboard');

    await user.click(await screen.findByRole('button', { name: 'Approve Jane Smith' }));
    expect(button('Approve Omar Reyes')).toBeDisabled();
    expect(button('Reject Omar Reyes')).toBeDisabled();
    expect(button('Reject Jane Smith')).toBeDisabled();

    pending = [omar];
    answer(jsonResponse(200, { submission: { ...jane, status: 'approved', approvedAt: '2025-06-03T00:00:00Z', physicianId: 'p-9' } }));
    expect(await screen.findByText('Resume Approved')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Jane Smith')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/admin/submissions')).toHaveLength(2);
    expect(button('Approve Omar Reyes')).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Pending Submissions (1)' })).toBeInTheDocument();
  });

  test('a submission already decided elsewhere: "Action Failed" with the API message', async () => {
    adminWith({
      'GET /api/admin/submissions': () => jsonResponse(200, pageOf([jane])),
      'POST /api/admin/submissions/s-1/reject': () => jsonResponse(409, apiError('CONFLICT', 'This submission was already decided.')),
    });
    const { user } = renderApp('/admin-dashboard');

    await user.click(await screen.findByRole('button', { name: 'Reject Jane Smith' }));
    expect(await screen.findByText('Action Failed')).toBeInTheDocument();
    expect(screen.getByText('This submission was already decided.')).toBeInTheDocument();
  });

  test('bulk approve with one failing id reports the partial failure and clears the selection', async () => {
    const fetchMock = adminWith({
      'GET /api/admin/submissions': () => jsonResponse(200, pageOf([jane, omar])),
      'POST /api/admin/submissions/bulk': () =>
        jsonResponse(200, { succeeded: 1, failed: 1, results: [{ id: 's-1', ok: true }, { id: 's-2', ok: false, error: 'already decided' }] }),
    });
    const { user } = renderApp('/admin-dashboard');

    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(button('Approve Selected'));
    expect(await screen.findByText('Approval failed')).toBeInTheDocument();
    expect(screen.getByText('1 succeeded, 1 failed')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/admin/submissions/bulk')).toEqual({ action: 'approve', ids: ['s-1', 's-2'] });
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/admin/submissions')).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'Select Jane Smith' })).not.toBeChecked();
    expect(button('Approve Selected')).toBeDisabled();
  });

  test('bulk reject: "Profiles rejected" with the count', async () => {
    const fetchMock = adminWith({
      'GET /api/admin/submissions': () => jsonResponse(200, pageOf([jane, omar])),
      'POST /api/admin/submissions/bulk': () => jsonResponse(200, { succeeded: 1, failed: 0, results: [{ id: 's-2', ok: true }] }),
    });
    const { user } = renderApp('/admin-dashboard');

    await user.click(await screen.findByRole('checkbox', { name: 'Select Omar Reyes' }));
    await user.click(button('Reject Selected'));
    expect(await screen.findByText('Profiles rejected')).toBeInTheDocument();
    expect(screen.getByText('1 profile rejected.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/admin/submissions/bulk')).toEqual({ action: 'reject', ids: ['s-2'] });
  });

  test('empty: "No pending submissions found"', async () => {
    adminWith({ 'GET /api/admin/submissions': () => jsonResponse(200, pageOf([])) });
    renderApp('/admin-dashboard');
    expect(await screen.findByText('No pending submissions found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Submissions (0)' })).toBeInTheDocument();
  });

  test.each([
    [403, apiError('FORBIDDEN', 'Admins only'), 'Authorization Error', 'You are not authorized to perform this action.'],
    [500, apiError('INTERNAL', 'Something broke'), 'Failed to load submissions', 'Something broke'],
  ])('a %i on load toasts %s', async (status, body, title, description) => {
    adminWith({ 'GET /api/admin/submissions': () => jsonResponse(status, body) });
    renderApp('/admin-dashboard');
    expect(await screen.findByText(title, { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});

describe('admin dashboard for anyone else', () => {
  test('"Loading user data..." while the user loads', async () => {
    signedInAs({ email: 'admin@example.com', groups: ['admin'] });
    mockFetch({ 'GET /api/me': () => new Promise<Response>(() => {}) });
    renderUi(<AdminDashboardPage />, '/admin-dashboard');
    expect(await screen.findByText('Loading user data...')).toBeInTheDocument();
  });

  test('a non-admin sees "Access Denied. Redirecting..." and is sent home, without loading submissions', async () => {
    signedInAs({ email: 'recruiter@example.com' });
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
    const { router } = renderUi(<AdminDashboardPage />, '/admin-dashboard');

    expect(await screen.findByText('Access Denied. Redirecting...')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, '/api/admin/submissions')).toHaveLength(0);
  });
});
