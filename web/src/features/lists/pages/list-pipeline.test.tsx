import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const list = { id: 'l-1', name: 'Cardio TX', description: null, createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-14T10:00:00Z', physicianCount: 2 };
const counts = { new: 1, contacted: 1, interested: 0, not_interested: 0, placed: 0 };

describe('list detail: status and note', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('changes a status and saves a note through PATCH, and filters and sorts by status', async () => {
    let omar = { ...physicianFixture({ id: 'p-2', firstName: 'Omar', lastName: 'Khan', fullName: 'Omar Khan' }), addedAt: '2025-05-13T12:00:00Z', status: 'new', note: null as string | null };
    const jane = { ...physicianFixture(), addedAt: '2025-05-13T11:00:00Z', status: 'contacted', note: 'Call back Tuesday' };
    const patches: unknown[] = [];
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists/l-1': (url) => {
        const status = url.searchParams.get('status');
        const items = [omar, jane].filter((m) => !status || m.status === status);
        return jsonResponse(200, { list, physicians: { items, total: items.length, pageSize: 25, nextCursor: null, statusCounts: counts } });
      },
      'PATCH /api/lists/l-1/physicians/p-2': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { status?: string; note?: string };
        patches.push(body);
        omar = { ...omar, ...body };
        return jsonResponse(200, { physicianId: 'p-2', status: omar.status, note: omar.note, statusUpdatedAt: '2025-05-15T10:00:00Z' });
      },
    });
    const { user } = renderApp('/lists/l-1');

    const status = await screen.findByRole('combobox', { name: 'Status of Omar Khan' });
    expect(status).toHaveValue('new');
    expect(screen.getByText('Call back Tuesday')).toBeInTheDocument();
    await user.selectOptions(status, 'Contacted');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'contacted' }]);

    const row = within(screen.getByRole('row', { name: /Omar Khan/ }));
    await user.click(row.getByRole('button', { name: 'Add note for Omar Khan' }));
    const note = row.getByRole('textbox', { name: 'Note for Omar Khan' });
    await user.type(note, 'Left a voicemail');
    await user.click(row.getByRole('button', { name: 'Save note' }));
    await vi.waitFor(() => expect(patches).toEqual([{ status: 'contacted' }, { note: 'Left a voicemail' }]));
    expect(await screen.findByText('Left a voicemail')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Contacted (1)');
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/lists/l-1').at(-1)?.searchParams.get('status')).toBe('contacted'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Status (pipeline order)');
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/lists/l-1').at(-1)?.searchParams.get('sort')).toBe('status'));
  });

  test('a note over 1,000 characters is refused before any call, with the reason tied to the field', async () => {
    const jane = { ...physicianFixture(), addedAt: '2025-05-13T11:00:00Z', status: 'new', note: null };
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists/l-1': () => jsonResponse(200, { list: { ...list, physicianCount: 1 }, physicians: { items: [jane], total: 1, pageSize: 25, nextCursor: null, statusCounts: { ...counts, contacted: 0 } } }),
    });
    const { user } = renderApp('/lists/l-1');
    await user.click(await screen.findByRole('button', { name: 'Add note for Jane Smith' }));
    const note = screen.getByRole('textbox', { name: 'Note for Jane Smith' });
    await user.click(note);
    await user.paste('x'.repeat(1001));
    expect(note).toHaveAccessibleDescription(/at most 1,000 characters/);
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});
