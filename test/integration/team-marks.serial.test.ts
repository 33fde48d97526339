import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { npiIdentity } from '../../functions/core/profile-access';
import { EXCLUDE_IDS_MAX } from '../../functions/core/search/internal-filters';
import { deletePhysiciansEverywhere } from '../../functions/removal/delete-everywhere';
import { physicianAt } from '../../scripts/seed/physicians';
import { newNpi } from '../support/physicians';
import type { MarksResult } from '../../functions/core/schemas/marks';
import type { PhysicianList } from '../../functions/core/schemas/lists';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { seededPhysicians } from '../support/physicians';
import { api } from '../support/stack';
import { matrixTeam } from '../support/team-fixtures';
import { type TestUser, stackDeps } from '../support/users';

const plant = async (): Promise<string> => {
  const d = await stackDeps();
  const tag = randomUUID().slice(0, 8);
  const npi = newNpi();
  const record = { ...physicianAt(37, randomInt(100_000)), id: `tm_${tag}`, npi, personalEmail: `team-marks-${tag}@hospital.org`, state: 'NY' };
  expect(await d.physicians.putWithIdentities([{ record, identity: await npiIdentity(d.keyring, npi), claim: true }])).toBe(true);
  return record.id;
};

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

  it('a physician’s removal takes them off shared lists and out of the team’s marks, as for personal ones', async () => {
    const team = await matrixTeam();
    const [gone, stays] = await Promise.all([plant(), plant()]);
    const list = (await api<PhysicianList>('/api/lists', { method: 'POST', token: team.member.token, body: { name: 'Shared, then removed' } })).body;
    expect((await api(`/api/lists/${list.id}/physicians`, { method: 'POST', token: team.member.token, body: { physicianIds: [gone, stays] } })).status).toBe(200);
    expect((await api(`/api/lists/${list.id}`, { method: 'PATCH', token: team.member.token, body: { visibility: 'team' } })).status).toBe(200);
    expect((await api(`/api/lists/${list.id}/physicians/${gone}`, { method: 'PATCH', token: team.target.token, body: { status: 'contacted' } })).status).toBe(200);
    expect((await api('/api/exports', { method: 'POST', token: team.admin.token, body: { physicianIds: [gone], format: 'csv' } })).status).toBe(200);
    expect((await marks(team.target, [gone])).body.items).toHaveLength(1);

    const d = await stackDeps();
    await deletePhysiciansEverywhere(d, [gone]);
    const shared = await api<{ list: PhysicianList; physicians: { items: Array<{ id: string }>; statusCounts: Record<string, number> } }>(`/api/lists/${list.id}`, { token: team.target.token });
    expect([shared.body.list.physicianCount, shared.body.physicians.statusCounts.contacted]).toEqual([1, 0]);
    expect(shared.body.physicians.items.map((p) => p.id)).toEqual([stays]);
    expect((await marks(team.target, [gone])).body.items).toEqual([]);
    for (const kind of ['lists', 'exported'] as const) expect(await d.marks.teamMarkedIds(team.teamId, team.target.id, kind, EXCLUDE_IDS_MAX)).not.toContain(gone);
  });
});
