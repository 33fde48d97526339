import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, paidSubscription, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const list = { id: 'l-1', name: 'Cardio TX', description: 'Texas cardiologists', createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-14T10:00:00Z', physicianCount: 2 };
const members = [
  { ...physicianFixture(), addedAt: '2025-05-13T12:00:00Z' },
  { ...physicianFixture({ id: 'p-2', firstName: 'Omar', lastName: 'Khan', fullName: 'Omar Khan' }), addedAt: '2025-05-13T12:00:00Z' },
];
const detail = (items = members) => jsonResponse(200, { list: { ...list, physicianCount: items.length }, physicians: { items, total: items.length, pageSize: 25, nextCursor: null } });
const premium = meFixture({ subscription: paidSubscription({ tier: 'premium', plan_name: 'Annual Plan' }) });

describe('list detail', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('shows the members; Remove deletes that member', async () => {
    let current = members;
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists/l-1': () => detail(current),
      'DELETE /api/lists/l-1/physicians/p-2': () => ((current = [members[0]!]), new Response(null, { status: 204 })),
    });
    const { user } = renderApp('/lists/l-1');

    expect(await screen.findByRole('heading', { name: 'Cardio TX' })).toBeInTheDocument();
    expect(screen.getByText('Texas cardiologists')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jane Smith' })).toHaveAttribute('href', '/physicians/p-1');
    const row = within(screen.getByRole('row', { name: /Omar Khan/ }));
    expect(row.getByRole('button', { name: 'View Email' })).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Remove Omar Khan from list' }));

    expect(await screen.findByText('Removed Omar Khan from Cardio TX')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Omar Khan' })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([input, init]) => String(input).endsWith('/api/lists/l-1/physicians/p-2') && init?.method === 'DELETE')).toBe(true);
  });

  test("Undo in the removal toast adds the physician back (with today's date: the API keeps no removed members)", async () => {
    let current = members;
    let added: unknown;
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists/l-1': () => detail(current),
      'DELETE /api/lists/l-1/physicians/p-2': () => ((current = [members[0]!]), new Response(null, { status: 204 })),
      'POST /api/lists/l-1/physicians': (_u, init) => {
        added = JSON.parse(String(init?.body));
        current = [...members];
        return jsonResponse(200, { added: 1, alreadyInList: 0, notFound: 0, overLimit: 0, physicianCount: 2 });
      },
    });
    const { user } = renderApp('/lists/l-1');
    await user.click(await screen.findByRole('button', { name: 'Remove Omar Khan from list' }));
    expect(await screen.findByText('Removed Omar Khan from Cardio TX')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Omar Khan' })).not.toBeInTheDocument());

    // A plain click: sonner's pointerdown handler needs setPointerCapture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Omar Khan' })).toHaveAttribute('href', '/physicians/p-2');
    expect(added).toEqual({ physicianIds: ['p-2'] });
    expect(await screen.findByText('Omar Khan is back in Cardio TX')).toBeInTheDocument();
  });

  test('below md the rows stack as labelled cards and the date never wraps (no sideways scroll at 390 px)', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/lists/l-1': () => detail() });
    renderApp('/lists/l-1');
    const dates = await screen.findAllByText((_, el) => el?.tagName === 'TD' && el.textContent === 'Added May 13, 2025');
    expect(dates).toHaveLength(2);
    for (const date of dates) expect(date).toHaveClass('whitespace-nowrap');
    // Table semantics from md up; a block of cards (no header row to scroll past) below it.
    expect(screen.getByRole('table')).toHaveClass('block', 'md:table');
    expect(screen.getAllByRole('rowgroup')[0]).toHaveClass('hidden', 'md:table-header-group');
    expect(screen.getByRole('row', { name: /Omar Khan/ })).toHaveClass('flex', 'flex-wrap', 'md:table-row');
  });

  test('Export this list posts the list id and downloads the file', async () => {
    let body: unknown;
    mockFetch({
      'GET /api/me': () => jsonResponse(200, premium),
      'GET /api/lists/l-1': () => detail(),
      'POST /api/exports': (_u, init) => (
        (body = JSON.parse(String(init?.body))),
        jsonResponse(200, { url: 'https://bucket.s3.amazonaws.com/x.csv?sig=1', fileName: 'physician_export.csv', count: 2, expiresAt: '2025-05-14T10:05:00Z' })
      ),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/lists/l-1');

    // The button says why it is locked until the viewer's plan is known, then becomes a plain button: click that one.
    const exportButton = () => screen.getByRole('button', { name: 'Export this list' });
    await vi.waitFor(() => expect(exportButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(exportButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Export physicians' })).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Successful')).toBeInTheDocument();
    expect(screen.getByText('Exported 2 physician records')).toBeInTheDocument();
    expect(body).toEqual({ listId: 'l-1' });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.href).toBe('https://bucket.s3.amazonaws.com/x.csv?sig=1');
    expect(anchor.download).toBe('physician_export.csv');
    click.mockRestore();
  });

  test('rename sends a PATCH', async () => {
    let body: unknown;
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists/l-1': () => detail(),
      'PATCH /api/lists/l-1': (_u, init) => ((body = JSON.parse(String(init?.body))), jsonResponse(200, { ...list, name: 'Renamed' })),
    });
    const { user } = renderApp('/lists/l-1');
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const name = screen.getByRole('textbox', { name: 'List name' });
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('List Updated')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Renamed', description: 'Texas cardiologists' });
  });

  test('an empty list, and an unknown one', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists/l-1': () => detail([]),
      'GET /api/lists/nope': () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'List not found' } }),
    });
    const { unmount } = renderApp('/lists/l-1');
    expect(await screen.findByText('This list is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Physicians' })).toHaveAttribute('href', '/search');
    unmount();
    renderApp('/lists/nope');
    expect(await screen.findByRole('heading', { name: 'List Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Lists' })).toHaveAttribute('href', '/lists');
  });

  test('Next asks for the page after the cursor the server gave, Previous goes back; the total gives the page count', async () => {
    const person = (n: number) => ({ ...physicianFixture({ id: `p-${n}`, firstName: 'Doc', lastName: `N${n}`, fullName: `Doc N${n}` }), addedAt: '2025-05-13T12:00:00Z' });
    const pages: Record<string, { items: ReturnType<typeof person>[]; nextCursor: string | null }> = {
      '': { items: Array.from({ length: 25 }, (_, i) => person(i)), nextCursor: 'c-2' },
      'c-2': { items: Array.from({ length: 25 }, (_, i) => person(25 + i)), nextCursor: 'c-3' },
      'c-3': { items: [person(50)], nextCursor: null },
    };
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists/l-1': (u) => {
        const page = pages[u.searchParams.get('cursor') ?? ''];
        return page ? jsonResponse(200, { list: { ...list, physicianCount: 51 }, physicians: { ...page, total: 51, pageSize: 25 } }) : jsonResponse(400, { error: { code: 'VALIDATION', message: 'Invalid query' } });
      },
    });
    const { user } = renderApp('/lists/l-1');
    const nav = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(screen.getByRole('link', { name: 'Doc N0' })).toBeInTheDocument();
    expect(nav.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Doc N25' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Doc N0' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Doc N50' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Doc N25' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const cursors = callsTo(fetchMock, '/api/lists/l-1').map((u) => u.searchParams.get('cursor'));
    // In order; going back may refetch the cached page 2 (same cursor), never a page number.
    expect(cursors.slice(0, 3)).toEqual([null, 'c-2', 'c-3']);
    expect(new Set(cursors)).toEqual(new Set([null, 'c-2', 'c-3']));
  });

  test('/physician-list shows the most recently updated list', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists': () => jsonResponse(200, [{ ...list, id: 'l-0', name: 'Old', updatedAt: '2025-01-01T00:00:00Z' }, list]),
      'GET /api/lists/l-1': () => detail(),
    });
    renderApp('/physician-list');
    expect(await screen.findByRole('heading', { name: 'Cardio TX' })).toBeInTheDocument();
  });
});
