import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../lib/toast/toast';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, paidSubscription, physicianFixture } from '../../../testing/fixtures';
import { renderApp, renderRoutes } from '../../../testing/render-app';
import { ExportDialog } from './export-dialog';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
beforeEach(() => {
  toast.dismiss();
  localStorage.clear();
  signedInAs({ email: 'recruiter@example.com' });
});

/** Issue 22: one export dialog for the list page and the search selection. */
const list = { id: 'l-1', name: 'Cardio TX', description: null, createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-14T10:00:00Z', physicianCount: 2 };
const members = [
  { ...physicianFixture(), addedAt: '2025-05-13T12:00:00Z', status: 'new', note: null },
  { ...physicianFixture({ id: 'p-2', firstName: 'Omar', lastName: 'Khan', fullName: 'Omar Khan' }), addedAt: '2025-05-13T12:00:00Z', status: 'new', note: null },
];
const usage = (remaining: number) => ({ day: '2026-11-22', resetsAt: '2026-11-23T00:00:00.000Z', reveals: { used: 0, cap: 1000, remaining: 1000 }, exportRows: { used: 5000 - remaining, cap: 5000, remaining } });

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const stack = ({ remaining = 5000, exported = 0, firstPurchasedAt = null as string | null, isAdmin = false } = {}) => {
  const bodies: unknown[] = [];
  mockFetch({
    'GET /api/me': () => jsonResponse(200, meFixture({ isAdmin, subscription: paidSubscription({ tier: 'basic', first_purchased_at: firstPurchasedAt }) })),
    'GET /api/lists/l-1': () => jsonResponse(200, { list, physicians: { items: members, total: 2, pageSize: 25, nextCursor: null } }),
    'GET /api/me/usage': () => jsonResponse(200, usage(remaining)),
    'GET /api/exports': () => jsonResponse(200, { totalExported: exported, recent: [] }),
    'POST /api/exports': (_u, init) => (
      bodies.push(JSON.parse(String(init?.body))),
      jsonResponse(200, { url: 'https://bucket.s3.amazonaws.com/x.xlsx?sig=1', fileName: 'cardio-tx-2026-11-22.xlsx', count: 2, expiresAt: '2025-05-14T10:05:00Z', format: 'xlsx', files: 1 })
    ),
  });
  return bodies;
};

const openFromList = async () => {
  const rendered = renderApp('/lists/l-1');
  const button = () => screen.getByRole('button', { name: 'Export this list' });
  await vi.waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });
  await rendered.user.click(button());
  return { ...rendered, dialog: within(await screen.findByRole('dialog', { name: 'Export physicians' })) };
};

describe('the export dialog', () => {
  test('says the rows, the allowance left after it and, before a first export, the guarantee; sends the format and columns chosen and remembers them', async () => {
    const bodies = stack();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, dialog, unmount } = await openFromList();
    expect(dialog.getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(dialog.getByText(/This file holds/)).toHaveTextContent('This file holds 2 rows.');
    expect(await dialog.findByText('Left today after this export: 4,998 of 5,000 export rows.')).toBeInTheDocument();
    expect(await dialog.findByRole('link', { name: 'money-back guarantee' })).toHaveAttribute('href', '/money-back-guarantee');

    await user.click(dialog.getByRole('radio', { name: 'Excel (.xlsx)' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Columns' }), 'Contact details');
    await user.click(dialog.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Successful')).toBeInTheDocument();
    expect(bodies).toEqual([{ listId: 'l-1', format: 'xlsx', columns: 'contact' }]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('cardio-tx-2026-11-22.xlsx');
    expect(JSON.parse(localStorage.getItem('export-choice') ?? '')).toEqual({ format: 'xlsx', columns: 'contact', custom: [] });
    unmount();

    const again = await openFromList();
    expect(again.dialog.getByRole('radio', { name: 'Excel (.xlsx)' })).toBeChecked();
    expect(again.dialog.getByRole('combobox', { name: 'Columns' })).toHaveValue('contact');
    click.mockRestore();
  });

  test('offers a PDF table only the columns that fit, and an ATS layout none', async () => {
    stack({ exported: 10 });
    const { user, dialog } = await openFromList();
    await user.click(dialog.getByRole('radio', { name: 'PDF table report' }));
    expect(within(dialog.getByRole('combobox', { name: 'Columns' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Summary', 'Custom']);
    await user.click(dialog.getByRole('radio', { name: 'Bullhorn (Candidate import CSV)' }));
    expect(dialog.queryByRole('combobox', { name: 'Columns' })).not.toBeInTheDocument();
    expect(dialog.getByText('The ATS import layout sets the columns.')).toBeInTheDocument();
    // Exported before: the guarantee is already spent, so no warning.
    expect(dialog.queryByRole('link', { name: 'money-back guarantee' })).not.toBeInTheDocument();
  });

  test('will not start an export that would pass what is left today', async () => {
    const bodies = stack({ remaining: 1 });
    const { dialog } = await openFromList();
    expect(await dialog.findByText(/more than the 1 export rows left today/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(bodies).toEqual([]);
  });

  test('a selection of 60 cannot be one-page profiles (50 at most)', async () => {
    stack();
    const ids = Array.from({ length: 60 }, (_, i) => `p-${i}`);
    renderRoutes([{ path: '/', element: <ExportDialog open onClose={() => {}} target={{ physicianIds: ids }} count={60} /> }], ['/']);
    const dialog = within(await screen.findByRole('dialog', { name: 'Export physicians' }));
    expect(dialog.getByRole('radio', { name: /PDF profiles/ })).toBeDisabled();
    expect(dialog.getByText('(holds at most 50 physicians)')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'PDF table report' })).toBeEnabled();
  });

  test('sends the columns ticked under Custom, in the table order, and remembers them', async () => {
    const bodies = stack({ exported: 3 });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, dialog, unmount } = await openFromList();
    const columns = dialog.getByRole('combobox', { name: 'Columns' });
    await user.selectOptions(columns, 'Summary');
    await user.selectOptions(columns, 'Custom');
    const custom = within(dialog.getByRole('group', { name: 'Custom columns' }));
    // Custom starts from the preset it replaces.
    expect(custom.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    expect(custom.getByText('9 columns chosen.')).toBeInTheDocument();
    await user.click(custom.getByRole('checkbox', { name: 'Phone' }));
    await user.click(custom.getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(dialog.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Successful')).toBeInTheDocument();
    const sent = ['fullName', 'specialty', 'organization', 'city', 'state', 'personalEmail', 'workEmail', 'linkedin', 'npi'];
    expect(bodies).toEqual([{ listId: 'l-1', columns: sent }]);
    expect(JSON.parse(localStorage.getItem('export-choice') ?? '')).toEqual({ format: 'csv', columns: 'custom', custom: sent });
    unmount();

    const again = await openFromList();
    expect(again.dialog.getByRole('combobox', { name: 'Columns' })).toHaveValue('custom');
    const remembered = within(again.dialog.getByRole('group', { name: 'Custom columns' }));
    expect(remembered.getByRole('checkbox', { name: 'LinkedIn' })).toBeChecked();
    expect(remembered.getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
    click.mockRestore();
  });

  test('a PDF table takes at most 10 custom columns: further boxes are disabled, and none at all cannot export', async () => {
    stack({ exported: 3 });
    const { user, dialog } = await openFromList();
    await user.click(dialog.getByRole('radio', { name: 'PDF table report' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Columns' }), 'Custom');
    const custom = within(dialog.getByRole('group', { name: 'Custom columns' }));
    expect(custom.getByText('A PDF table holds at most 10 columns: 9 of 10 chosen.')).toBeInTheDocument();
    await user.click(custom.getByRole('checkbox', { name: 'Title' }));
    expect(custom.getByText('A PDF table holds at most 10 columns: 10 of 10 chosen.')).toBeInTheDocument();
    expect(custom.getByRole('checkbox', { name: 'ZIP' })).toBeDisabled();
    expect(custom.getByRole('checkbox', { name: 'Title' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Export' })).toBeEnabled();
    await user.click(custom.getByRole('checkbox', { name: 'Title' }));
    expect(custom.getByRole('checkbox', { name: 'ZIP' })).toBeEnabled();

    for (const box of custom.getAllByRole('checkbox', { checked: true })) await user.click(box);
    expect(custom.getByText('Choose at least one column.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});

describe('the money-back guarantee warning', () => {
  const link = (dialog: ReturnType<typeof within>) => dialog.queryByRole('link', { name: 'money-back guarantee' });
  /** Waits until /api/me and /api/exports have answered and rendered, so a missing warning is not just a slow one. */
  const settled = async ({ queryClient }: { queryClient: QueryClient }) => {
    await vi.waitFor(() =>
      expect(['me', 'export-summary'].map((key) => queryClient.getQueryCache().findAll({ queryKey: [key] }).some((q) => q.state.status === 'success'))).toEqual([true, true]),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  };

  test('inside the 30 days of the first purchase, before a first export, says how many days are left', async () => {
    stack({ firstPurchasedAt: daysAgo(10) });
    const { dialog } = await openFromList();
    expect(await dialog.findByText(/This export ends your/)).toHaveTextContent(
      'This export ends your money-back guarantee, which has 20 days left of the 30 after your first purchase.',
    );
    expect(link(dialog)).toHaveAttribute('href', '/money-back-guarantee');
  });

  test('is not shown 30 days after the first purchase', async () => {
    stack({ firstPurchasedAt: daysAgo(31) });
    const { dialog, ...rendered } = await openFromList();
    await settled(rendered);
    expect(link(dialog)).not.toBeInTheDocument();
  });

  test('is not shown after a first export, even inside the 30 days', async () => {
    stack({ firstPurchasedAt: daysAgo(2), exported: 1 });
    const { dialog, ...rendered } = await openFromList();
    await settled(rendered);
    expect(link(dialog)).not.toBeInTheDocument();
  });

  test('is not shown to admins', async () => {
    stack({ firstPurchasedAt: daysAgo(2), isAdmin: true });
    const { dialog, ...rendered } = await openFromList();
    await settled(rendered);
    expect(link(dialog)).not.toBeInTheDocument();
  });
});
