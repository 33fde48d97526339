import type { TeamView } from '../../functions/core/schemas/teams';
import { invitationTokenMailedTo, waitForMails } from './mail';
import { api } from './stack';
import { type TestUser, makeUser } from './users';

/** Issue 26: teams made through the API, as a web client would. */
export const createTeam = (owner: TestUser, body: Record<string, unknown> = {}) =>
  api<TeamView>('/api/team', { method: 'POST', token: owner.token, body: { name: 'Recruiting desk', seats: 5, ...body } });

export const invite = (by: TestUser, email: string, role: 'admin' | 'member' = 'member') =>
  api<{ id: string; email: string; validUntil: string }>('/api/team/invitations', { method: 'POST', token: by.token, body: { email, role } });

export const join = (user: TestUser, token: string) => api<{ teamId: string; role: string }>('/api/team/join', { method: 'POST', token: user.token, body: { token } });

export const teamOf = (user: TestUser) => api<TeamView>('/api/team', { token: user.token });

/** The invitation link mailed to `email` (the `nth` one). */
export const mailedInvitation = async (email: string, nth = 1): Promise<string> => {
  await waitForMails(email, nth);
  return invitationTokenMailedTo(email, nth);
};

/** A premium owner with a team of `seats`, and `members` fresh free users who accepted (roles as given). */
export const teamWith = async (roles: ReadonlyArray<'admin' | 'member'> = [], seats = 5): Promise<{ owner: TestUser; members: TestUser[]; teamId: string }> => {
  const owner = await makeUser({ tier: 'premium' });
  const created = await createTeam(owner, { seats });
  if (created.status !== 201) throw new Error(`team not created: ${created.status} ${JSON.stringify(created.body)}`);
  const members: TestUser[] = [];
  for (const role of roles) {
    const m = await makeUser();
    if ((await invite(owner, m.email, role)).status !== 201) throw new Error('invitation refused');
    const joined = await join(m, await mailedInvitation(m.email));
    if (joined.status !== 200) throw new Error(`join refused: ${joined.status} ${JSON.stringify(joined.body)}`);
    members.push(m);
  }
  return { owner, members, teamId: created.body.id };
};
