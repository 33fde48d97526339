import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const base = { id: 'l-1', name: 'Cardio TX', description: null, createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-14T10:00:00Z', physicianCount: 1 };
const counts = { new: 0, contacted: 1, interested: 0, not_interested: 0, placed: 0 };
const member = { ...physicianFixture(), addedAt: '2025-05-13T11:00:00Z', status: 'contacted', note: null, statusUpdatedAt: '2025-05-15T10:00:00Z', changedBy: 'sam@desk.example' };
const detail = (list: Record<string, unknown>) => () => jsonResponse(200, { list, physicians: { items: [member], total: 1, pageSize: 25, nextCursor: null, statusCounts: counts } });
const notFound = () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Team not found' } });

describe('list page: sharing with the team (issue 26)', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('without a team, “Share with team” says why before the click and sends nothing', async () => {
    const patches: unknown[] = [];
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/team': notFound,
      'GET /api/lists/l-1': detail({ ...base, visibility: 'private', sharedBy: null, mayManage: true }),
      'PATCH /api/lists/l-1': (_u, init) => (patches.push(JSON.parse(String(init?.body))), jsonResponse(200, base)),
    });
    const { user } = renderApp('/lists/l-1');
    await screen.findByRole('button', { name: 'Share with team' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Share with team' })).toHaveAccessibleDescription('Create or join a team in Account to share lists with it'));
    const share = screen.getByRole('button', { name: 'Share with team' });
    expect(share).toHaveAttribute('aria-disabled', 'true');
    expect(share).toHaveAttribute('aria-pressed', 'false');
    await user.click(share);
    expect(patches).toEqual([]);
  });

  test('in a team, the owner shares with one click; the row says who changed it and when', async () => {
    const patches: unknown[] = [];
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/team': () => jsonResponse(200, { id: 'team_1' }),
      'GET /api/lists/l-1': detail({ ...base, visibility: 'private', sharedBy: null, mayManage: true }),
      'PATCH /api/lists/l-1': (_u, init) => (patches.push(JSON.parse(String(init?.body))), jsonResponse(200, { ...base, visibility: 'team', sharedBy: null, mayManage: true })),
    });
    const { user } = renderApp('/lists/l-1');
    // The button is rendered afresh once the team is known: found again, not held.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Share with team' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: 'Share with team' }));
    await vi.waitFor(() => expect(patches).toEqual([{ visibility: 'team' }]));
    const row = within(screen.getByRole('row', { name: new RegExp(member.fullName) }));
    expect(row.getByText(/Changed by sam@desk\.example/)).toBeInTheDocument();
  });

  test('another member’s shared list names its owner; a plain member cannot rename or unshare it', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/team': () => jsonResponse(200, { id: 'team_1' }),
      'GET /api/lists/l-1': detail({ ...base, visibility: 'team', sharedBy: 'owner@desk.example', mayManage: false }),
    });
    renderApp('/lists/l-1');
    expect(await screen.findByText('Shared by owner@desk.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make private' })).not.toBeInTheDocument();
    expect(screen.getByText('Only the list’s owner and team admins can make it private')).toBeInTheDocument();
  });
});
