import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import type { TeamView } from '../../functions/core/schemas/teams';
import { api } from '../support/stack';
import { teamOf, teamWith } from '../support/teams';
import type { TestUser } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const handOver = (by: TestUser, userId: string, confirm: unknown = true) => api<TeamView>('/api/team/owner', { method: 'POST', token: by.token, body: { userId, confirm } });
const leave = (u: TestUser) => api('/api/team/leave', { method: 'POST', token: u.token });

describe('owner handover (issue 26 item 4)', () => {
  it('makes an admin the owner once confirmed; then the old owner may leave and the team keeps one owner', async () => {
    const { owner, members } = await teamWith(['admin', 'member']);
    const [admin, member] = members as [TestUser, TestUser];
    const unconfirmed = await handOver(owner, admin.id, false);
    expect([unconfirmed.status, codeOf(unconfirmed.body)]).toEqual([400, 'VALIDATION']);
    const ownerLeaves = await leave(owner);
    expect([ownerLeaves.status, codeOf(ownerLeaves.body)]).toEqual([409, 'CONFLICT']);
    const done = await handOver(owner, admin.id);
    expect(done.status).toBe(200);
    expect(done.body.role).toBe('admin');
    expect(done.body.members.filter((m) => m.role === 'owner').map((m) => m.userId)).toEqual([admin.id]);
    expect((await leave(owner)).status).toBe(204);
    expect((await teamOf(owner)).status).toBe(404);
    const after = await teamOf(admin);
    expect(after.body).toMatchObject({ role: 'owner', seats: { used: 2 } });
    expect((await teamOf(member)).status).toBe(200);
  });

  it('refuses a plain member as the new owner (409), an admin or member handing over (403), and another team’s member id (404)', async () => {
    const { owner, members } = await teamWith(['admin', 'member']);
    const [admin, member] = members as [TestUser, TestUser];
    const toMember = await handOver(owner, member.id);
    expect([toMember.status, codeOf(toMember.body)]).toEqual([409, 'CONFLICT']);
    expect((await handOver(admin, admin.id)).status).toBe(403);
    expect((await handOver(member, admin.id)).status).toBe(403);
    const other = await teamWith(['admin']);
    const idor = await handOver(owner, other.members[0]!.id);
    expect([idor.status, codeOf(idor.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await teamOf(other.owner)).body.role).toBe('owner');
  });

  it('lets a member leave: their seat is freed and their access ends', async () => {
    const { owner, members } = await teamWith(['member']);
    expect((await leave(members[0]!)).status).toBe(204);
    expect((await teamOf(members[0]!)).status).toBe(404);
    expect((await teamOf(owner)).body.seats.used).toBe(1);
  });
});
