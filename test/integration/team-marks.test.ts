import { describe, expect, it } from 'vitest';
import type { MarksResult } from '../../functions/core/schemas/marks';
import type { PhysicianList } from '../../functions/core/schemas/lists';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { seededPhysicians } from '../support/physicians';
import { api } from '../support/stack';
import { matrixTeam } from '../support/team-fixtures';
import type { TestUser } from '../support/users';

/**
 * Issue 26 item 4: "In your lists" / "Exported on" and the "not in my lists" /
 * "never exported" filters at team level, so two recruiters do not call the
 * same physician: shared lists and every member's exports count for the team;
 * a member's private lists and another team's work do not.
 */

const search = (qs: string, u: TestUser) => api<PhysicianSearchResult>(`/api/physicians?${qs}&sortKey=name`, { token: u.token });
const marks = (u: TestUser, ids: string[]) => api<MarksResult>(`/api/me/marks?ids=${ids.join(',')}`, { token: u.token });

describe('team-level marks and filters (issue 26 item 4)', () => {
  it('a shared list and a member’s export mark and exclude the physician for the other members; private lists and other teams do not', async () => {
    const [team, other] = await Promise.all([matrixTeam(), matrixTeam()]);
    const seeded = await seededPhysicians();
    const state = seeded[0]!.state;
    const inState = seeded.filter((p) => p.state === state);
    const [sharedOne, privateOne, exportedOne] = inState as [(typeof inState)[0], (typeof inState)[0], (typeof inState)[0]];
    expect(new Set([sharedOne.id, privateOne.id, exportedOne.id]).size).toBe(3);

    const make = async (name: string) => (await api<PhysicianList>('/api/lists', { method: 'POST', token: team.member.token, body: { name } })).body;
    const [shared, mine] = await Promise.all([make('Team pipeline'), make('My private picks')]);
    expect((await api(`/api/lists/${shared.id}/physicians`, { method: 'POST', token: team.member.token, body: { physicianIds: [sharedOne.id] } })).status).toBe(200);
    expect((await api(`/api/lists/${mine.id}/physicians`, { method: 'POST', token: team.member.token, body: { physicianIds: [privateOne.id] } })).status).toBe(200);
    expect((await api(`/api/lists/${shared.id}`, { method: 'PATCH', token: team.member.token, body: { visibility: 'team' } })).status).toBe(200);
    expect((await api('/api/exports', { method: 'POST', token: team.member.token, body: { physicianIds: [exportedOne.id], format: 'csv' } })).status).toBe(200);

    const qs = `state=${state}`;
    const all = (await search(qs, team.target)).body.total;
    const notListed = (await search(`${qs}&notInMyLists=true`, team.target)).body;
    expect(notListed.total).toBe(all - 1);
    expect(notListed.items.map((p) => p.id)).not.toContain(sharedOne.id);
    const neverExported = (await search(`${qs}&neverExported=true`, team.target)).body;
    expect(neverExported.total).toBe(all - 1);
    expect(neverExported.items.map((p) => p.id)).not.toContain(exportedOne.id);
    expect((await search(`${qs}&notInMyLists=true&neverExported=true`, team.owner)).body.total).toBe(all - 2);
    // The sharer counts their private list as theirs, as before; the shared one once.
    expect((await search(`${qs}&notInMyLists=true`, team.member)).body.total).toBe(all - 2);

    const seen = (await marks(team.target, [sharedOne.id, privateOne.id, exportedOne.id])).body.items;
    expect(seen.find((m) => m.physicianId === sharedOne.id)).toMatchObject({ lists: [{ id: shared.id, name: 'Team pipeline' }], exportedAt: null });
    expect(seen.find((m) => m.physicianId === exportedOne.id)?.exportedAt).toEqual(expect.any(String));
    expect(seen.map((m) => m.physicianId)).not.toContain(privateOne.id);

    // Another team: nothing of this team's work, in marks or filters.
    expect((await marks(other.member, [sharedOne.id, privateOne.id, exportedOne.id])).body.items).toEqual([]);
    expect((await search(`${qs}&notInMyLists=true&neverExported=true`, other.member)).body.total).toBe(all);

    // Unshared: the list's members no longer count for the team.
    expect((await api(`/api/lists/${shared.id}`, { method: 'PATCH', token: team.member.token, body: { visibility: 'private' } })).status).toBe(200);
    expect((await search(`${qs}&notInMyLists=true`, team.target)).body.total).toBe(all);
    expect((await marks(team.target, [sharedOne.id])).body.items).toEqual([]);
  });
});
