import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { renderUi } from '../../../testing/render-ui';
import { adminMe } from '../testing/admin-fixtures';
import { ContactReportsPage } from './contact-reports-page';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const counts = { personalEmail: 0, workEmail: 0, phone: 3, directDial: 0 };
const row = (patch: object = {}) => ({ physicianId: 'p-1', physicianName: 'Jane Smith', field: 'phone', reason: 'wrong_number', note: 'A pharmacy', reportedAt: '2026-11-20T10:00:00.000Z', counts, invalid: [], ...patch });

describe('contact reports (admin)', () => {
  beforeEach(() => signedInAs({ email: 'admin@example.com', groups: ['admin'] }));

  test('lists open reports with the physician counts, pages by cursor, and a verdict posts and reloads', async () => {
    const verdicts: unknown[] = [];
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe()),
      'GET /api/admin/contact-reports': (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? jsonResponse(200, { items: [row({ physicianId: 'p-2', physicianName: null, field: 'workEmail', reason: 'bounced', note: null })], nextCursor: null })
          : jsonResponse(200, { items: [row()], nextCursor: 'c2' }),
      'GET /api/admin/physicians/p-1/contact-history': () =>
        jsonResponse(200, { physicianId: 'p-1', items: [{ field: 'phone', status: 'invalid', at: '2026-11-21T10:00:00.000Z', adminEmail: 'admin@example.com' }] }),
      'POST /api/admin/physicians/p-1/contact-status': (_u, init) => (
        verdicts.push(JSON.parse(String(init?.body))),
        jsonResponse(200, { physicianId: 'p-1', field: 'phone', status: 'invalid', verifiedAt: null, closedReports: 3 })
      ),
    });
    const { user } = renderApp('/contact-reports');

    const table = within(await screen.findByRole('table', { name: 'Contact reports' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Reported', 'Physician', 'Field', 'Reason', 'Note', 'Open reports', 'Actions']);
    expect(table.getByRole('link', { name: 'Jane Smith' })).toHaveAttribute('href', '/physicians/p-1');
    expect(table.getByText('Wrong number')).toBeInTheDocument();
    expect(table.getByText('Phone 3')).toBeInTheDocument();

    // A verdict asks first, saying what it does; Cancel sends nothing.
    await user.click(table.getByRole('button', { name: 'Mark phone of Jane Smith invalid' }));
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Mark the phone invalid?' }));
    expect(confirm.getByText(/hidden from every reveal and export until it is re-verified/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(verdicts).toEqual([]);
    await user.click(table.getByRole('button', { name: 'Mark phone of Jane Smith invalid' }));
    confirm = within(await screen.findByRole('alertdialog', { name: 'Mark the phone invalid?' }));
    await user.click(confirm.getByRole('button', { name: 'Mark invalid' }));
    await waitFor(() => expect(verdicts).toEqual([{ field: 'phone', status: 'invalid' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Marked invalid')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/contact-reports').length).toBeGreaterThanOrEqual(2));

    // The history lists each verdict with who gave it.
    await user.click(table.getByRole('button', { name: 'Verdict history of Jane Smith' }));
    const history = within(await screen.findByRole('dialog', { name: 'Verdict history' }));
    expect(await history.findByText(/marked invalid on .* by admin@example.com/)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Removed physician')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/contact-reports').at(-1)?.searchParams.get('cursor')).toBe('c2');
    expect(screen.getByText('Bounced')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('link', { name: 'Jane Smith' })).toBeInTheDocument();
  });

  test('no reports says so', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, adminMe()), 'GET /api/admin/contact-reports': () => jsonResponse(200, { items: [], nextCursor: null }) });
    renderApp('/contact-reports');
    expect(await screen.findByText('No open contact reports')).toBeInTheDocument();
  });
});

test('a non-admin is refused without loading any report', async () => {
  signedInAs({ email: 'recruiter@example.com' });
  const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
  renderUi(<ContactReportsPage />, '/contact-reports');
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(callsTo(fetchMock, '/api/admin/contact-reports')).toHaveLength(0);
});
