import type { Submission, SubmissionPage } from '@core/schemas/submissions';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { renderUi } from '../../../testing/render-ui';
import { adminMe, apiError, pageOf, submissionFixture } from '../testing/admin-fixtures';
import { ResumeApprovalPage } from './resume-approval-page';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const jane = submissionFixture();
const omar = submissionFixture({ id: 's-2', firstName: 'Omar', lastName: 'Reyes', title: 'Hospitalist', companyName: ' ', location: '', specialty: '' });
const approved = submissionFixture({ id: 's-3', status: 'approved', firstName: 'Ana', lastName: 'Li', approvedAt: '2025-06-01T12:00:00Z' });
const rejected = submissionFixture({ id: 's-4', status: 'rejected', firstName: 'Bo', lastName: 'Kim', approvedAt: '2025-06-04T12:00:00Z' });

type Pages = (status: string, page: number) => SubmissionPage;

/** An admin, and GET /api/admin/submissions answered by `pages` from the query. */
const serve = (pages: Pages, extra: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    'GET /api/me': () => jsonResponse(200, adminMe()),
    'GET /api/admin/submissions': (url) => jsonResponse(200, pages(url.searchParams.get('status') ?? '', Number(url.searchParams.get('page')))),
    ...extra,
  });

const byStatus = (pending: Submission[], total = pending.length): Pages => (status, page) =>
  status === 'pending' ? pageOf(pending, { total, page }) : status === 'approved' ? pageOf([approved], { page }) : pageOf([rejected], { page });

const queries = (fetchMock: ReturnType<typeof mockFetch>) => callsTo(fetchMock, '/api/admin/submissions').map((url) => url.search);
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const button = (name: string) => screen.getByRole('button', { name });
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('resume submissions', () => {
  beforeEach(() => signedInAs({ email: 'admin@example.com', groups: ['admin'] }));

  test('pending tab: the spec columns, title under the name, N/A and General fallbacks, count on the active tab only', async () => {
    serve(byStatus([jane, omar], 2));
    renderApp('/resume-approval');

    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(tab('Approved')).toBeInTheDocument();
    expect(tab('Rejected')).toBeInTheDocument();
    expect(headers()).toEqual(['', 'Name', 'Email', 'Company', 'Location', 'Specialty', 'Submitted', 'Details', 'Actions']);
    const [, janeRow, omarRow] = screen.getAllByRole('row');
    expect(janeRow).toHaveTextContent('Jane SmithCardiologist');
    expect(janeRow).toHaveTextContent('Austin, TX');
    expect(janeRow).toHaveTextContent('May 13, 2025');
    expect(within(omarRow!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '',
      'Omar ReyesHospitalist',
      'jane@example.com',
      'N/A',
      'N/A',
      'General',
      'May 13, 2025',
      'Show',
      'RejectApprove',
    ]);
  });

  test('tabs change the status asked for, show "Approved At" / "Processed At", and reset the page to 1', async () => {
    const fetchMock = serve(byStatus([jane], 60));
    const { user } = renderApp('/resume-approval');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(queries(fetchMock)).toContain('?status=pending&page=2'));

    await user.click(tab('Approved'));
    expect(await screen.findByRole('tab', { name: 'Approved (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pending')).toBeInTheDocument();
    expect(queries(fetchMock).at(-1)).toBe('?status=approved&page=1');
    expect(headers()).toEqual(['Name', 'Email', 'Company', 'Location', 'Specialty', 'Submitted', 'Approved At', 'Details']);
    expect(screen.getByText('Jun 1, 2025')).toBeInTheDocument();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

    await user.click(tab('Rejected'));
    expect(await screen.findByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();
    expect(queries(fetchMock).at(-1)).toBe('?status=rejected&page=1');
    expect(headers()).toEqual(['Name', 'Email', 'Company', 'Location', 'Specialty', 'Submitted', 'Processed At', 'Details']);
    expect(screen.getByText('Jun 4, 2025')).toBeInTheDocument();
  });

  test('selection bar counts "N of TOTAL selected"; bulk approve with a failing id reports the partial failure', async () => {
    const fetchMock = serve(byStatus([jane, omar], 30), {
      'POST /api/admin/submissions/bulk': () =>
        jsonResponse(200, { succeeded: 1, failed: 1, results: [{ id: 's-1', ok: true }, { id: 's-2', ok: false, error: 'already decided' }] }),
    });
    const { user } = renderApp('/resume-approval');

    expect(await screen.findByText('0 of 30 selected')).toBeInTheDocument();
    expect(button('Approve Selected')).toBeDisabled();
    expect(button('Reject Selected')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Reyes' }));
    expect(screen.getByText('1 of 30 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 of 30 selected')).toBeInTheDocument();

    await user.click(button('Approve Selected'));
    expect(await screen.findByText('Bulk approve partially failed')).toBeInTheDocument();
    expect(screen.getByText('1 succeeded, 1 failed')).toBeInTheDocument();
    const bulk = fetchMock.mock.calls.find(([input]) => String(input) === '/api/admin/submissions/bulk');
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual({ action: 'approve', ids: ['s-1', 's-2'] });
    expect(await screen.findByText('0 of 30 selected')).toBeInTheDocument();
  });

  test('bulk reject: "Bulk reject successful" with the count', async () => {
    serve(byStatus([jane]), { 'POST /api/admin/submissions/bulk': () => jsonResponse(200, { succeeded: 1, failed: 0, results: [{ id: 's-1', ok: true }] }) });
    const { user } = renderApp('/resume-approval');

    await user.click(await screen.findByRole('checkbox', { name: 'Select Jane Smith' }));
    await user.click(button('Reject Selected'));
    expect(await screen.findByText('Bulk reject successful')).toBeInTheDocument();
    expect(screen.getByText('1 submission rejected.')).toBeInTheDocument();
  });

  test('approving one row posts to its route, locks the others, then reloads from page 1', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serve(byStatus([jane, omar], 40), {
      'POST /api/admin/submissions/s-2/approve': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderApp('/resume-approval');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    await user.click(button('Approve Omar Reyes'));
    expect(button('Approve Jane Smith')).toBeDisabled();
    expect(button('Reject Omar Reyes')).toBeDisabled();
    answer(jsonResponse(200, { submission: { ...omar, status: 'approved', approvedAt: '2025-06-05T00:00:00Z' } }));
    expect(await screen.findByText('Resume Approved')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input, init]) => String(input) === '/api/admin/submissions/s-2/approve' && init?.method === 'POST')).toBe(true);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
    expect(queries(fetchMock).slice(-1)).toEqual(['?status=pending&page=1']);
    expect(button('Approve Jane Smith')).toBeEnabled();
  });

  test('a page that no longer exists moves back to the last one', async () => {
    let total = 60;
    const fetchMock = serve((_status, page) => (page === 3 ? pageOf([], { total, page }) : pageOf([jane], { total, page })));
    const { user } = renderApp('/resume-approval');

    const page3 = await screen.findByRole('button', { name: 'Page 3' });
    total = 30;
    await user.click(page3);
    await vi.waitFor(() => expect(queries(fetchMock).at(-1)).toBe('?status=pending&page=2'));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });

  test('an empty page past the rows: "No submissions on this page. Try another page."', async () => {
    serve((_status, page) => pageOf(page === 2 ? [] : [jane], { total: 26, page }));
    const { user } = renderApp('/resume-approval');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('No submissions on this page. Try another page.')).toBeInTheDocument();
  });

  test('empty status: "No approved submissions found"', async () => {
    serve((status) => (status === 'approved' ? pageOf([]) : pageOf([jane])));
    const { user } = renderApp('/resume-approval');

    await user.click(await screen.findByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No approved submissions found')).toBeInTheDocument();
    expect(tab('Approved (0)')).toBeInTheDocument();
  });

  test('pagination: Previous, Next and ellipses past 5 pages', async () => {
    const fetchMock = serve((_status, page) => pageOf([jane], { total: 250, page }));
    const { user } = renderApp('/resume-approval');

    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('listitem', { hidden: true }).map((li) => li.textContent)).toEqual(['1', '2', '3', '4', '…', '10']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Page 10' }));
    await vi.waitFor(() => expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(within(nav).getAllByRole('listitem', { hidden: true }).map((li) => li.textContent)).toEqual(['1', '…', '7', '8', '9', '10']);
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await vi.waitFor(() => expect(queries(fetchMock).at(-1)).toBe('?status=pending&page=9'));
  });

  test.each([
    [401, apiError('UNAUTHENTICATED', 'Sign in'), 'Authorization Error', 'You are not authorized to perform this action.'],
    [500, apiError('INTERNAL', 'Something broke'), 'Error Loading Submissions', 'Could not load resume submissions.'],
  ])('a %i on load toasts %s', async (status, body, title, description) => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, adminMe()), 'GET /api/admin/submissions': () => jsonResponse(status, body) });
    renderApp('/resume-approval');
    expect(await screen.findByText(title, { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getByText(description, { selector: '[data-description]' })).toBeInTheDocument();
  });
});

test('a non-admin is refused: "Access Denied" and nothing is loaded', async () => {
  signedInAs({ email: 'recruiter@example.com' });
  const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
  renderUi(<ResumeApprovalPage />, '/resume-approval');

  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  expect(callsTo(fetchMock, '/api/admin/submissions')).toHaveLength(0);
});
