import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { config } from '../../functions/core/config';
import { mailedTokenHash } from '../../functions/core/mailed-token';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { mailCountTo } from '../support/mail';
import { api } from '../support/stack';
import { createTeam, invite, join, mailedInvitation, teamOf, teamWith } from '../support/teams';
import { makeUser, stackDeps } from '../support/users';

/** Issue 26 item 1 against the local stack: teams, seats, invitations, deactivation, and access through the team. */

let physicianId: string;
beforeAll(async () => {
  physicianId = (await api<PhysicianSearchResult>('/api/physicians')).body.items[0]!.id;
});

const reveal = (token: string) => api(`/api/physicians/${physicianId}/contact`, { method: 'POST', token });

/** Moves an invitation's token into the past, as 7 days would. */
const expire = async (teamId: string, invitationId: string, token: string) => {
  await stackDeps();
  const db = documentClient(config());
  const past = new Date(Date.now() - 1000).toISOString();
  const table = config().TABLE_NAME;
  await db.send(new UpdateCommand({ TableName: table, Key: keys.teamInvitationToken(mailedTokenHash(token)), UpdateExpression: 'SET validUntil = :p', ExpressionAttributeValues: { ':p': past } }));
  await db.send(new UpdateCommand({ TableName: table, Key: keys.teamInvitation(teamId, invitationId), UpdateExpression: 'SET validUntil = :p', ExpressionAttributeValues: { ':p': past } }));
};

describe('creating a team', () => {
  it('is for a paying subscriber, once; the owner sees themselves on one seat', async () => {
    const [free, owner] = await Promise.all([makeUser(), makeUser({ tier: 'basic' })]);
    expect((await createTeam(free)).status).toBe(402);
    const res = await createTeam(owner, { name: 'Desk', seats: 3, domain: 'Example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Desk', domain: 'example.com', role: 'owner', seats: { paid: 3, used: 1, pending: 0 }, members: [{ email: owner.email, role: 'owner' }] });
    expect((await createTeam(owner)).status).toBe(409);
  });

  it('refuses bad input with field errors, and ids in the body', async () => {
    const owner = await makeUser({ tier: 'premium' });
    const bad = await createTeam(owner, { name: '', seats: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as { error: { details: Record<string, string[]> } }).error.details).sort()).toEqual(['name', 'seats']);
    expect((await createTeam(owner, { teamId: 'x', ownerId: 'y' })).status).toBe(400);
    expect((await createTeam(owner, { seats: 51 })).status).toBe(400);
  });
});

describe('invitations', () => {
  it('mail a single-use link to the invited address; accepting joins the team and gives the owner plan', async () => {
    const { owner } = await teamWith();
    const member = await makeUser();
    expect((await reveal(member.token)).status).toBe(402);
    const sent = await invite(owner, member.email);
    expect(sent.status).toBe(201);
    expect(new Date(sent.body.validUntil).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await teamOf(owner)).body.seats).toEqual({ paid: 5, used: 1, pending: 1, billed: false });
    const token = await mailedInvitation(member.email);
    const joined = await join(member, token);
    expect(joined.status).toBe(200);
    expect(joined.body.role).toBe('member');
    expect((await teamOf(owner)).body.seats).toEqual({ paid: 5, used: 2, pending: 0, billed: false });
    const mine = await teamOf(member);
    expect(mine.body.role).toBe('member');
    // A plain member sees the members, not the invitations.
    expect(mine.body.invitations).toEqual([]);
    expect((await reveal(member.token)).status).toBe(200);
    // Used once: a second click is a 409, a token never issued a 400.
    expect((await join(member, token)).status).toBe(409);
    expect((await join(member, 'x'.repeat(43))).status).toBe(400);
  });

  it('accept only for the account of the invited address', async () => {
    const { owner } = await teamWith();
    const [invited, someoneElse] = await Promise.all([makeUser(), makeUser()]);
    await invite(owner, invited.email);
    const token = await mailedInvitation(invited.email);
    expect((await join(someoneElse, token)).status).toBe(403);
    expect((await join(invited, token)).status).toBe(200);
  });

  it('expire after 7 days (400), and a new invitation to the same address replaces an expired one', async () => {
    const { owner, teamId } = await teamWith();
    const invited = await makeUser();
    const first = await invite(owner, invited.email);
    const token = await mailedInvitation(invited.email);
    await expire(teamId, first.body.id, token);
    expect((await join(invited, token)).status).toBe(400);
    expect((await invite(owner, invited.email)).status).toBe(201);
    expect((await join(invited, await mailedInvitation(invited.email, 2))).status).toBe(200);
  });

  it('keep to the team domain when it has one', async () => {
    const owner = await makeUser({ tier: 'premium', domain: 'desk.example' });
    expect((await createTeam(owner, { domain: 'desk.example' })).status).toBe(201);
    const outsider = await makeUser();
    const refused = await invite(owner, outsider.email);
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as unknown as { error: { details: Record<string, string[]> } }).error.details)).toEqual(['email']);
    const insider = await makeUser({ domain: 'desk.example' });
    expect((await invite(owner, insider.email)).status).toBe(201);
  });

  it('resend: a new link works, the old one is dead; revoke: the link is dead and the seat free', async () => {
    const { owner } = await teamWith([], 2);
    const [a, b] = await Promise.all([makeUser(), makeUser()]);
    const sent = await invite(owner, a.email);
    const old = await mailedInvitation(a.email);
    // Twice to one address: resend instead.
    expect((await invite(owner, a.email)).status).toBe(409);
    expect((await api(`/api/team/invitations/${sent.body.id}/resend`, { method: 'POST', token: owner.token })).status).toBe(200);
    const fresh = await mailedInvitation(a.email, 2);
    expect(fresh).not.toBe(old);
    expect((await join(a, old)).status).toBe(400);
    // Every seat held (owner + a's invitation): another invitation is refused before anyone is mailed.
    expect((await invite(owner, b.email)).status).toBe(409);
    expect(await mailCountTo(b.email)).toBe(0);
    expect((await api(`/api/team/invitations/${sent.body.id}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect((await join(a, fresh)).status).toBe(400);
    expect((await invite(owner, b.email)).status).toBe(201);
  });

  it('only the owner and admins invite', async () => {
    const { members } = await teamWith(['admin', 'member']);
    const [admin, member] = members as [typeof members[0], typeof members[0]];
    expect((await invite(admin, (await makeUser()).email)).status).toBe(201);
    expect((await invite(member, (await makeUser()).email)).status).toBe(403);
  });
});

describe('seats', () => {
  it('the owner sets seats, never below members and invitations', async () => {
    const { owner, members } = await teamWith(['admin'], 3);
    await invite(owner, (await makeUser()).email);
    expect((await api('/api/team', { method: 'PATCH', token: owner.token, body: { seats: 2 } })).status).toBe(409);
    expect((await api('/api/team', { method: 'PATCH', token: members[0]!.token, body: { seats: 10 } })).status).toBe(403);
    const grown = await api<{ seats: { paid: number } }>('/api/team', { method: 'PATCH', token: owner.token, body: { seats: 10 } });
    expect(grown.body.seats.paid).toBe(10);
  });

  it('accepting never passes the seats, however many invitations are out', async () => {
    const { owner, teamId } = await teamWith([], 2);
    const d = await stackDeps();
    const users = await Promise.all([makeUser(), makeUser(), makeUser()]);
    // Invitations written past the seats (as the store allows; the handler refuses them) to hit the accept guard.
    const tokens = users.map((u, i) => `seat-race-token-${i}-${teamId}`);
    const now = new Date();
    await Promise.all(users.map((u, i) => d.teams.invite({ id: `inv${i}`, teamId, email: u.email, role: 'member', tokenHash: mailedTokenHash(tokens[i]!), createdAt: now.toISOString(), validUntil: new Date(now.getTime() + 86_400_000).toISOString() }, now)));
    const statuses = await Promise.all(users.map((u, i) => join(u, tokens[i]!).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    expect((await teamOf(owner)).body.seats.used).toBe(2);
  });
});

describe('one team per user', () => {
  it('two invitations accepted at once: one wins, the other is 409', async () => {
    const [a, b] = await Promise.all([teamWith(), teamWith()]);
    const user = await makeUser();
    await invite(a.owner, user.email);
    await invite(b.owner, user.email);
    const [ta, tb] = [await mailedInvitation(user.email, 1), await mailedInvitation(user.email, 2)];
    const statuses = (await Promise.all([join(user, ta), join(user, tb)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const used = (await teamOf(a.owner)).body.seats.used + (await teamOf(b.owner)).body.seats.used;
    expect(used).toBe(3);
  });
});

describe('deactivation', () => {
  it('frees the seat and ends the member’s team access at their very next request', async () => {
    const { owner, members } = await teamWith(['member']);
    const member = members[0]!;
    expect((await reveal(member.token)).status).toBe(200);
    expect((await api(`/api/team/members/${member.id}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    // The same token, no sign-out: the server reads the membership, not the token.
    expect((await teamOf(member)).status).toBe(404);
    expect((await reveal(member.token)).status).toBe(402);
    expect((await teamOf(owner)).body.seats.used).toBe(1);
    // Free to join another team.
    const other = await teamWith();
    await invite(other.owner, member.email);
    expect((await join(member, await mailedInvitation(member.email, 2))).status).toBe(200);
  });

  it('admins deactivate members, not admins nor the owner; the owner changes roles', async () => {
    const { owner, members } = await teamWith(['admin', 'admin', 'member']);
    const [admin, admin2, member] = members as [typeof members[0], typeof members[0], typeof members[0]];
    expect((await api(`/api/team/members/${owner.id}`, { method: 'DELETE', token: admin.token })).status).toBe(403);
    expect((await api(`/api/team/members/${admin2.id}`, { method: 'DELETE', token: admin.token })).status).toBe(403);
    expect((await api(`/api/team/members/${admin.id}`, { method: 'DELETE', token: member.token })).status).toBe(403);
    expect((await api(`/api/team/members/${member.id}`, { method: 'PATCH', token: admin.token, body: { role: 'admin' } })).status).toBe(403);
    expect((await api(`/api/team/members/${owner.id}`, { method: 'PATCH', token: owner.token, body: { role: 'member' } })).status).toBe(403);
    expect((await api(`/api/team/members/${admin2.id}`, { method: 'PATCH', token: owner.token, body: { role: 'member' } })).status).toBe(200);
    expect((await api(`/api/team/members/${admin2.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect((await api(`/api/team/members/${member.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
  });
});

describe('across teams (IDOR)', () => {
  it("team B's owner and admin reach none of team A's members or invitations", async () => {
    const a = await teamWith(['member']);
    const b = await teamWith(['admin']);
    const pending = await invite(a.owner, (await makeUser()).email);
    const aMember = a.members[0]!;
    for (const caller of [b.owner, b.members[0]!]) {
      expect((await api(`/api/team/members/${aMember.id}`, { method: 'DELETE', token: caller.token })).status).toBe(404);
      expect((await api(`/api/team/invitations/${pending.body.id}`, { method: 'DELETE', token: caller.token })).status).toBe(404);
      expect((await api(`/api/team/invitations/${pending.body.id}/resend`, { method: 'POST', token: caller.token })).status).toBe(404);
      const seen = await teamOf(caller);
      expect(seen.body.id).toBe(b.teamId);
      expect(seen.body.members.map((m) => m.userId)).not.toContain(aMember.id);
    }
    expect((await api(`/api/team/members/${aMember.id}`, { method: 'PATCH', token: b.owner.token, body: { role: 'admin' } })).status).toBe(404);
    // Ids in a body are refused, not followed.
    expect((await api('/api/team', { method: 'PATCH', token: b.owner.token, body: { id: a.teamId, seats: 9 } })).status).toBe(400);
    const aNow = await teamOf(a.owner);
    expect(aNow.body.members.map((m) => m.userId)).toContain(aMember.id);
    expect(aNow.body.invitations.map((i) => i.id)).toContain(pending.body.id);
    expect(aNow.body.seats.paid).toBe(5);
  });

  it('someone in no team gets 404 on every team route', async () => {
    const nobody = await makeUser({ tier: 'premium' });
    expect((await teamOf(nobody)).status).toBe(404);
    expect((await invite(nobody, 'x@example.com')).status).toBe(404);
    expect((await api('/api/team', { method: 'PATCH', token: nobody.token, body: { seats: 3 } })).status).toBe(404);
  });
});
