import { screen, within } from '@testing-library/react';
import type { TeamView } from '@core/schemas/teams';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const team = (patch: Partial<TeamView> = {}): TeamView => ({
  id: 'team_1',
  name: 'Cardio desk',
  domain: null,
  role: 'owner',
  seats: { paid: 2, used: 1, pending: 1, billed: false },
  members: [{ userId: 'u1', email: 'recruiter@example.com', role: 'owner', joinedAt: '2026-11-01T00:00:00.000Z' }],
  invitations: [{ id: 'inv1', email: 'new@example.com', role: 'member', createdAt: '2026-11-20T00:00:00.000Z', validUntil: '2099-11-27T00:00:00.000Z' }],
  ...patch,
});

const notFound = () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Team not found' } });

describe('Account → Team', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('someone in no team without a plan is offered the team plan with its volume price, not a team on a plan they lack', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/team': notFound });
    renderApp('/account?tab=team');
    // The first render loads the account page's code: slow on a busy machine.
    const panel = await screen.findByRole('tabpanel', { name: 'Team' }, { timeout: 10_000 });
    expect(await within(panel).findByRole('form', { name: 'Buy the team plan' })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Seats/)).toHaveAccessibleDescription(/3 seats × \$1,799 = \$5,397 per year/);
    expect(within(panel).queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument();
  });

  test('the owner of a team plan changes seats through Add seats, and hands over only to an admin, once ticked', async () => {
    const billed = team({ seats: { paid: 5, used: 2, pending: 0, billed: true }, invitations: [], members: [...team().members, { userId: 'u2', email: 'admin@example.com', role: 'admin', joinedAt: '2026-11-02T00:00:00.000Z' }] });
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/team': () => jsonResponse(200, billed) });
    renderApp('/account?tab=team');
    const panel = await screen.findByRole('tabpanel', { name: 'Team' });
    expect(await within(panel).findByRole('form', { name: 'Add seats' })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Seats on the team plan/)).toHaveAccessibleDescription(/6 seats × \$1,619 = \$9,714 per year/);
    expect(within(panel).queryByRole('button', { name: 'Save seats' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Hand over' })).toBeDisabled();
  });

  test('the owner sees seats, members and pending invitations; the invite button is closed with the reason when seats are full', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/team': () => jsonResponse(200, team()) });
    renderApp('/account?tab=team');
    const panel = await screen.findByRole('tabpanel', { name: 'Team' });
    expect(await within(panel).findByText(/Seats: 1 used, 1 invited, 2 paid/)).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'Team members' })).toHaveTextContent('recruiter@example.com');
    const send = within(panel).getByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(/All 2 seats are taken or invited/);
    expect(within(panel).getByRole('button', { name: 'Revoke the invitation to new@example.com' })).toBeEnabled();
  });

  test('fewer paid seats than members (lowered in the portal): the owner is told what it means and what to do, and the invite says why it is closed', async () => {
    const over = team({
      seats: { paid: 2, used: 3, pending: 0, billed: true },
      invitations: [],
      members: [...team().members, { userId: 'u2', email: 'a@example.com', role: 'member', joinedAt: '2026-11-02T00:00:00.000Z' }, { userId: 'u3', email: 'b@example.com', role: 'member', joinedAt: '2026-11-03T00:00:00.000Z' }],
    });
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/team': () => jsonResponse(200, over) });
    renderApp('/account?tab=team');
    const panel = await screen.findByRole('tabpanel', { name: 'Team' });
    expect(await within(panel).findByText(/3 members use 2 paid seats\. Everyone keeps access, but nobody can be invited/)).toHaveTextContent('Add 1 seat below, or deactivate 1 member.');
    expect(within(panel).getByRole('button', { name: 'Send invitation' })).toHaveAccessibleDescription('3 members use 2 paid seats. Add seats above, or deactivate a member.');
    expect(within(panel).getByLabelText(/Seats on the team plan/)).toHaveValue(3);
  });

  test('a plain member sees the members, and no invite form', async () => {
    const asMember = team({ role: 'member', invitations: [], members: [...team().members, { userId: 'u2', email: 'me@example.com', role: 'member', joinedAt: '2026-11-02T00:00:00.000Z' }] });
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/team': () => jsonResponse(200, asMember) });
    renderApp('/account?tab=team');
    const panel = await screen.findByRole('tabpanel', { name: 'Team' });
    expect(await within(panel).findByText(/Your role:/)).toHaveTextContent('member');
    expect(within(panel).queryByRole('form', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  });
});
