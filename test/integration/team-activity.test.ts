import { beforeAll, describe, expect, it } from 'vitest';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import type { MemberLimitsView, TeamActivityPage } from '../../functions/core/schemas/team-activity';
import { type Usage, usage } from '../../functions/core/schemas/usage';
import { api } from '../support/stack';
import { joinTeam, matrixTeam, otherTeamOwner } from '../support/team-fixtures';
import type { TestUser } from '../support/users';
import { makeUser, stackDeps } from '../support/users';

/**
 * Issue 26 items 3 and 5: the team's activity log (who revealed and exported
 * whom, in the pool's transaction, so the pool counts exactly the log) and a
 * member's own daily limit within the pool, exact under concurrency.
 */

let withContact: string[];
beforeAll(async () => {
  withContact = (await api<PhysicianSearchResult>('/api/physicians')).body.items.filter((p) => p.hasPhone || p.hasEmail).map((p) => p.id);
  expect(withContact.length).toBeGreaterThan(1);
});

const reveal = (u: TestUser, id: string) => api(`/api/physicians/${id}/contact`, { method: 'POST', token: u.token });
const exportIds = (u: TestUser, ids: string[]) => api<{ fileName: string; count: number }>('/api/exports', { method: 'POST', token: u.token, body: { physicianIds: ids, format: 'csv' } });
const activity = (u: TestUser, qs = '') => api<TeamActivityPage>(`/api/team/activity${qs}`, { token: u.token });
const usageOf = async (u: TestUser): Promise<Usage> => usage.parse((await api('/api/me/usage', { token: u.token })).body);
const setLimits = (by: TestUser, userId: string, body: unknown) => api<MemberLimitsView>(`/api/team/members/${userId}/limits`, { method: 'PATCH', token: by.token, body });
const today = () => new Date().toISOString().slice(0, 10);

describe('the team activity log', () => {
  it('records every reveal and export of the members, and adds up to the pool', async () => {
    const team = await matrixTeam();
    const [a, b] = withContact as [string, string];
    expect((await reveal(team.member, a)).status).toBe(200);
    const exported = await exportIds(team.target, [a, b]);
    expect(exported.status).toBe(200);

    const log = await activity(team.admin);
    expect(log.status).toBe(200);
    expect(log.body.items).toHaveLength(2);
    // Newest first: the export, then the reveal.
    expect(log.body.items[0]).toMatchObject({ userId: team.target.id, email: team.target.email, kind: 'export', count: 2, format: 'csv', fileName: exported.body.fileName, redacted: 0 });
    expect([...log.body.items[0]!.physicianIds].sort()).toEqual([a, b].sort());
    expect(log.body.items[1]).toMatchObject({ userId: team.member.id, kind: 'reveal', count: 1, physicianIds: [a], format: null, fileName: null });

    // The pool counts exactly what the log shows.
    const u = await usageOf(team.owner);
    expect(u.team?.reveals.used).toBe(1);
    expect(u.team?.exportRows.used).toBe(2);
    expect((await usageOf(team.target)).exportRows.used).toBe(2);
  });

  it('filters by member and by date, and pages with a cursor bound to the team', async () => {
    const team = await matrixTeam();
    for (const id of withContact.slice(0, 2)) expect((await reveal(team.member, id)).status).toBe(200);
    expect((await reveal(team.target, withContact[0]!)).status).toBe(200);

    expect((await activity(team.owner, `?member=${team.member.id}`)).body.items.map((i) => i.userId)).toEqual([team.member.id, team.member.id]);
    expect((await activity(team.owner, `?member=${team.admin.id}`)).body.items).toEqual([]);
    expect((await activity(team.owner, `?from=${today()}&to=${today()}`)).body.items).toHaveLength(3);
    expect((await activity(team.owner, '?to=2020-01-01')).body.items).toEqual([]);

    const first = await activity(team.owner, '?limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await activity(team.owner, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    expect(new Set([...first.body.items, ...second.body.items].map((i) => i.id)).size).toBe(3);

    // Another team's owner with the first team's cursor pages only its own (empty) log.
    const other = await otherTeamOwner();
    expect((await activity(other, `?limit=2&cursor=${first.body.nextCursor}`)).body.items).toEqual([]);
    expect((await activity(other, `?member=${team.member.id}`)).body.items).toEqual([]);
  });

  it('refuses members (403), people outside a team (404) and bad filters (400)', async () => {
    const team = await matrixTeam();
    const solo = await makeUser({ tier: 'premium' });
    expect((await activity(team.member)).status).toBe(403);
    expect((await api('/api/team/activity/export', { token: team.member.token })).status).toBe(403);
    expect((await activity(solo)).status).toBe(404);
    expect((await activity(team.admin, '?from=2026-13-01')).status).toBe(400);
    expect((await activity(team.admin, '?from=2026-02-02&to=2026-02-01')).status).toBe(400);
    expect((await activity(team.admin, '?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await activity(team.admin, '?limit=0')).status).toBe(400);
    expect((await activity(team.admin, '?teamId=x')).status).toBe(400);
  });

  it('downloads as CSV for the owner and admins', async () => {
    const team = await matrixTeam();
    expect((await exportIds(team.member, [withContact[0]!])).status).toBe(200);
    const res = await api<string>(`/api/team/activity/export?member=${team.member.id}`, { token: team.admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="team-activity-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('Time (UTC),Member,Action,Rows,Format,File,Physician IDs,Removed physicians');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${team.member.email},export,1,csv,`);
    expect(lines[1]).toContain(withContact[0]!);
  });
});

describe("a member's own limit", () => {
  it('is set by the owner or an admin, for members of their own team only', async () => {
    const team = await matrixTeam();
    expect((await setLimits(team.member, team.target.id, { reveals: 3, exportRows: null })).status).toBe(403);
    expect((await setLimits(team.admin, team.target.id, { reveals: 0, exportRows: null })).status).toBe(400);
    expect((await setLimits(team.admin, team.target.id, { reveals: 3 })).status).toBe(400);
    const other = await otherTeamOwner();
    expect((await setLimits(other, team.target.id, { reveals: 3, exportRows: null })).status).toBe(404);
    const set = await setLimits(team.admin, team.target.id, { reveals: 3, exportRows: 100 });
    expect(set.status).toBe(200);
    const limits = await api<{ items: MemberLimitsView[] }>('/api/team/limits', { token: team.owner.token });
    expect(limits.body.items.find((i) => i.userId === team.target.id)).toEqual({ userId: team.target.id, reveals: 3, exportRows: 100 });
    expect(limits.body.items.find((i) => i.userId === team.member.id)).toEqual({ userId: team.member.id, reveals: null, exportRows: null });
    expect((await usageOf(team.target)).team?.limits).toEqual({ reveals: 3, exportRows: 100 });
    // Cleared again: the pool alone applies.
    expect((await setLimits(team.owner, team.target.id, { reveals: null, exportRows: null })).status).toBe(200);
    expect((await usageOf(team.target)).team?.limits).toEqual({ reveals: null, exportRows: null });
  });

  it('holds among 50 parallel reveals from 5 members, and the pool stays exact', { timeout: 60_000 }, async () => {
    const team = await matrixTeam();
    const fifth = await makeUser();
    const d = await stackDeps();
    await joinTeam(d, team.teamId, fifth, 'member');
    await d.teams.update(team.teamId, { seats: 5 });
    const pool = d.config.CONTACT_REVEAL_DAILY_CAP * 5;
    expect((await setLimits(team.admin, team.member.id, { reveals: 3, exportRows: null })).status).toBe(200);
    const members = [team.owner, team.admin, team.member, team.target, fifth];

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reveal(members[i % 5]!, withContact[i % withContact.length]!).then((r) => ({ who: members[i % 5]!, status: r.status }))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(pool);
    expect(results.filter((r) => r.status === 429)).toHaveLength(50 - pool);
    expect(results.filter((r) => r.who === team.member && r.status === 200).length).toBeLessThanOrEqual(3);

    const limited = await usageOf(team.member);
    expect(limited.reveals).toMatchObject({ cap: 3, remaining: 0 });
    expect(limited.reveals.used).toBeLessThanOrEqual(3);
    // The log holds exactly the pool's reveals, the limited member's among them.
    const log = await activity(team.owner, '?limit=50');
    expect(log.body.items.reduce((n, i) => n + i.count, 0)).toBe(pool);
    expect(log.body.items.filter((i) => i.userId === team.member.id)).toHaveLength(limited.reveals.used);
  });

  it("refuses a member past their limit with a message about their own limit", async () => {
    const team = await matrixTeam();
    expect((await setLimits(team.owner, team.member.id, { reveals: 1, exportRows: 1 })).status).toBe(200);
    expect((await reveal(team.member, withContact[0]!)).status).toBe(200);
    const refused = await api<{ error: { message: string } }>(`/api/physicians/${withContact[1]!}/contact`, { method: 'POST', token: team.member.token });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toContain('your daily limit of 1');
    expect((await exportIds(team.member, withContact.slice(0, 2))).status).toBe(429);
    // The team still has its pool for the others.
    expect((await reveal(team.target, withContact[1]!)).status).toBe(200);
    const u = await usageOf(team.member);
    expect(u.reveals).toEqual({ used: 1, cap: 1, remaining: 0 });
    expect(u.team?.reveals.used).toBe(2);
  });
});
