import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../lib/toast/toast';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, paidSubscription, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
beforeEach(() => {
  toast.dismiss();
  signedInAs({ email: 'recruiter@example.com' });
});

/** Issue 21, item 5: the list page's filter and sort live in its URL, and its export sends them. */
const list = { id: 'l-1', name: 'Cardio TX', description: null, createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-14T10:00:00Z', physicianCount: 2 };
const counts = { new: 1, contacted: 1, interested: 0, not_interested: 0, placed: 0 };
const members = [
  { ...physicianFixture({ id: 'p-2', firstName: 'Omar', lastName: 'Khan', fullName: 'Omar Khan' }), addedAt: '2025-05-13T12:00:00Z', status: 'new', note: null },
  { ...physicianFixture(), addedAt: '2025-05-13T11:00:00Z', status: 'contacted', note: null },
];
const monthly = meFixture({ subscription: paidSubscription({ tier: 'basic' }) });

const stack = (me = monthly) => {
  const exports: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/lists/l-1': (url) => {
      const status = url.searchParams.get('status');
      const items = members.filter((m) => !status || m.status === status);
      return jsonResponse(200, { list, physicians: { items, total: items.length, pageSize: 25, nextCursor: null, statusCounts: counts } });
    },
    'POST /api/exports': (_url, init) => (
      exports.push(JSON.parse(String(init?.body))),
      jsonResponse(200, { url: 'https://bucket.s3.amazonaws.com/x.csv?sig=1', fileName: 'physician_export.csv', count: 1, expiresAt: '2025-05-14T10:05:00Z' })
    ),
  });
  const lastView = () => {
    const url = callsTo(fetchMock, '/api/lists/l-1').at(-1);
    return { status: url?.searchParams.get('status'), sort: url?.searchParams.get('sort') };
  };
  return { exports, lastView };
};

describe('list page: the view in the URL', () => {
  test('reads the status filter and sort from the URL (a reload or shared link keeps them)', async () => {
    const { lastView } = stack();
    renderApp('/lists/l-1?status=contacted&sort=status');
    expect(await screen.findByRole('link', { name: 'Jane Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Omar Khan' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('status');
    expect(lastView()).toEqual({ status: 'contacted', sort: 'status' });
  });

  test('writes each choice to the URL, and Back restores the view before it', async () => {
    const { lastView } = stack();
    const { user, router } = renderApp('/lists/l-1');
    await screen.findByRole('link', { name: 'Omar Khan' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Contacted (1)');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=contacted'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Status (pipeline order)');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=contacted&sort=status'));
    await vi.waitFor(() => expect(lastView()).toEqual({ status: 'contacted', sort: 'status' }));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?status=contacted');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('added');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'Omar Khan' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  test('sort by name: chosen in the control, written to the URL, sent to the API, kept by a reload', async () => {
    const { lastView } = stack();
    const { user, router, unmount } = renderApp('/lists/l-1');
    await screen.findByRole('link', { name: 'Omar Khan' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getByRole('option', { name: 'Name (last, first, A–Z)' })).toBeInTheDocument();
    await user.selectOptions(sort, 'Name (last, first, A–Z)');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    await vi.waitFor(() => expect(lastView()).toEqual({ status: null, sort: 'name' }));
    unmount();

    renderApp('/lists/l-1?sort=name');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(lastView()).toEqual({ status: null, sort: 'name' });
  });

  test('a value the API would refuse reads as the default view, not an error', async () => {
    const { lastView } = stack();
    renderApp('/lists/l-1?status=hired&sort=surname');
    expect(await screen.findByRole('link', { name: 'Omar Khan' })).toBeInTheDocument();
    expect(lastView()).toEqual({ status: null, sort: null });
  });
});

describe('list page: Export sends the view shown', () => {
  test('a filtered, sorted view exports that filter and sort (a Monthly subscriber may export)', async () => {
    const { exports } = stack();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/lists/l-1?status=contacted&sort=status');
    const button = () => screen.getByRole('button', { name: 'Export filtered list (1)' });
    // Enabled once the subscription is known (free until then).
    await vi.waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'));
    await user.click(button());
    await user.click(within(await screen.findByRole('dialog', { name: 'Export physicians' })).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Successful')).toBeInTheDocument();
    expect(exports).toEqual([{ listId: 'l-1', status: ['contacted'], sort: 'status' }]);
  });

  test('a view sorted by name exports in name order (the sort goes with the export)', async () => {
    const { exports } = stack();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/lists/l-1?sort=name');
    const button = () => screen.getByRole('button', { name: 'Export this list' });
    await vi.waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'));
    await user.click(button());
    await user.click(within(await screen.findByRole('dialog', { name: 'Export physicians' })).getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(exports).toEqual([{ listId: 'l-1', sort: 'name' }]));
  });

  test('the whole list exports with no view; a free user is told before the click why export is locked', async () => {
    const { exports } = stack();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, unmount } = renderApp('/lists/l-1');
    const button = () => screen.getByRole('button', { name: 'Export this list' });
    await vi.waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'));
    await user.click(button());
    await user.click(within(await screen.findByRole('dialog', { name: 'Export physicians' })).getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(exports).toEqual([{ listId: 'l-1' }]));
    unmount();

    const free = stack(meFixture());
    renderApp('/lists/l-1');
    await vi.waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'));
    expect(button()).toHaveAccessibleDescription('Subscribe to a paid plan to export physicians');
    await user.click(button());
    expect(free.exports).toEqual([]);
  });
});
