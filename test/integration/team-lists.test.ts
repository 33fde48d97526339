import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import type { ListBulkResult } from '../../functions/core/schemas/list-bulk';
import type { ListMemberState } from '../../functions/core/schemas/list-pipeline';
import { type ListDetail, type PhysicianList, physicianList } from '../../functions/core/schemas/lists';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { api } from '../support/stack';
import { matrixTeam } from '../support/team-fixtures';
import { type TestUser, makeUser } from '../support/users';

/** Issue 26 item 4: a list private or shared with the owner's team; members work shared lists, other teams reach nothing. */

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
let ids: string[] = [];
beforeAll(async () => {
  const premium = await makeUser({ tier: 'premium' });
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
  expect(ids.length).toBeGreaterThanOrEqual(20);
});

const createList = async (u: TestUser, name: string) => {
  const res = await api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name } });
  expect(res.status).toBe(201);
  return physicianList.parse(res.body);
};
const patchList = (u: TestUser, id: string, body: Record<string, unknown>) => api<PhysicianList>(`/api/lists/${id}`, { method: 'PATCH', token: u.token, body });
const lists = (u: TestUser) => api<PhysicianList[]>('/api/lists', { token: u.token });
const detail = (u: TestUser, id: string, q = '') => api<ListDetail>(`/api/lists/${id}${q}`, { token: u.token });
const add = (u: TestUser, id: string, physicianIds: string[]) => api(`/api/lists/${id}/physicians`, { method: 'POST', token: u.token, body: { physicianIds } });
const setStatus = (u: TestUser, id: string, pid: string, body: Record<string, unknown>) => api<ListMemberState>(`/api/lists/${id}/physicians/${pid}`, { method: 'PATCH', token: u.token, body });
const bulk = (u: TestUser, id: string, body: Record<string, unknown>) => api<ListBulkResult>(`/api/lists/${id}/physicians/bulk`, { method: 'POST', token: u.token, body });

describe('shared lists (issue 26 item 4)', () => {
  it('a private list stays its owner’s; shared, the team sees it “shared by” its owner and works it, each change naming who made it', async () => {
    const team = await matrixTeam();
    const list = await createList(team.member, 'Shared cardiology');
    expect(list).toMatchObject({ visibility: 'private', sharedBy: null, mayManage: true });
    expect((await add(team.member, list.id, ids.slice(0, 3))).status).toBe(200);
    // Private: nobody else in the team reaches it, not even the owner of the team.
    for (const u of [team.target, team.admin, team.owner]) {
      expect((await detail(u, list.id)).status).toBe(404);
      expect((await lists(u)).body.map((l) => l.id)).not.toContain(list.id);
    }
    const shared = await patchList(team.member, list.id, { visibility: 'team' });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ visibility: 'team', sharedBy: null });

    const seen = (await lists(team.target)).body.find((l) => l.id === list.id);
    expect(seen).toMatchObject({ visibility: 'team', sharedBy: team.member.email.toLowerCase(), mayManage: false, physicianCount: 3 });
    expect((await lists(team.admin)).body.find((l) => l.id === list.id)).toMatchObject({ mayManage: true });

    const changed = await setStatus(team.target, list.id, ids[0]!, { status: 'contacted', note: 'Left a voicemail' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'contacted', changedBy: team.target.email.toLowerCase() });
    expect((await add(team.target, list.id, [ids[3]!])).status).toBe(200);
    const page = await detail(team.member, list.id);
    expect(page.body.list.physicianCount).toBe(4);
    const row = page.body.physicians.items.find((p) => p.id === ids[0]);
    expect(row).toMatchObject({ status: 'contacted', note: 'Left a voicemail', changedBy: team.target.email.toLowerCase() });
    expect(row?.statusUpdatedAt).toEqual(changed.body.statusUpdatedAt);
    expect(page.body.physicians.items.find((p) => p.id === ids[1])?.changedBy).toBeNull();

    const bulkOut = await bulk(team.admin, list.id, { action: 'status', status: 'interested', physicianIds: [ids[1]!, ids[2]!] });
    expect([bulkOut.status, bulkOut.body.changed]).toEqual([200, 2]);
    const after = await detail(team.target, list.id, '?status=interested');
    expect(after.body.physicians.items.map((p) => p.changedBy)).toEqual([team.admin.email.toLowerCase(), team.admin.email.toLowerCase()]);
    expect((await api(`/api/lists/${list.id}/physicians/${ids[3]}`, { method: 'DELETE', token: team.target.token })).status).toBe(204);
    // Exported by another member as the page shows it; another team's export of it is a 404.
    const exported = await api<{ count: number }>('/api/exports', { method: 'POST', token: team.target.token, body: { listId: list.id, format: 'csv' } });
    expect([exported.status, exported.body.count]).toEqual([200, 3]);
    const other = await matrixTeam();
    expect((await api('/api/exports', { method: 'POST', token: other.member.token, body: { listId: list.id, format: 'csv' } })).status).toBe(404);
  });

  it('only the owner or a team admin renames, unshares or deletes (403 for a member, with the reason); only the owner shares', async () => {
    const team = await matrixTeam();
    const list = await createList(team.member, 'Desk list');
    const bySomeoneElse = await patchList(team.admin, list.id, { visibility: 'team' });
    expect(bySomeoneElse.status).toBe(404);
    expect((await patchList(team.member, list.id, { visibility: 'team' })).status).toBe(200);
    const rename = await patchList(team.target, list.id, { name: 'Mine now' });
    expect([rename.status, codeOf(rename.body)]).toEqual([403, 'FORBIDDEN']);
    const unshare = await patchList(team.target, list.id, { visibility: 'private' });
    expect(unshare.status).toBe(403);
    expect((await api(`/api/lists/${list.id}`, { method: 'DELETE', token: team.target.token })).status).toBe(403);
    expect((await patchList(team.admin, list.id, { name: 'Renamed by admin' })).body).toMatchObject({ name: 'Renamed by admin', sharedBy: team.member.email.toLowerCase() });
    // Unshared: the team loses it at once, the owner keeps it.
    expect((await patchList(team.admin, list.id, { visibility: 'private' })).body.visibility).toBe('private');
    expect((await detail(team.target, list.id)).status).toBe(404);
    expect((await detail(team.admin, list.id)).status).toBe(404);
    expect((await detail(team.member, list.id)).body.list.visibility).toBe('private');
    // Shared again and deleted by an admin: gone for everyone, the owner's cap slot freed.
    expect((await patchList(team.member, list.id, { visibility: 'team' })).status).toBe(200);
    expect((await api(`/api/lists/${list.id}`, { method: 'DELETE', token: team.admin.token })).status).toBe(204);
    expect((await detail(team.member, list.id)).status).toBe(404);
    expect((await lists(team.target)).body.map((l) => l.id)).not.toContain(list.id);
  });

  it('refuses sharing without a team (409), and validates visibility (400)', async () => {
    const solo = await makeUser({ tier: 'premium' });
    const list = await createList(solo, 'Solo');
    const out = await patchList(solo, list.id, { visibility: 'team' });
    expect([out.status, codeOf(out.body)]).toEqual([409, 'CONFLICT']);
    const bad = await patchList(solo, list.id, { visibility: 'everyone' });
    expect([bad.status, codeOf(bad.body)]).toEqual([400, 'VALIDATION']);
    expect(errorBody.parse(bad.body).error.details).toHaveProperty('visibility');
  });

  it('another team and an ex-member reach nothing of a shared list: no read, write, cursor or bulk (404)', async () => {
    const [team, other] = await Promise.all([matrixTeam(), matrixTeam()]);
    const list = await createList(team.member, 'Ours');
    expect((await add(team.member, list.id, ids.slice(0, 30))).status).toBe(200);
    expect((await patchList(team.member, list.id, { visibility: 'team' })).status).toBe(200);
    const cursor = (await detail(team.target, list.id)).body.physicians.nextCursor;
    expect(cursor).toBeTruthy();
    const attempts = (u: TestUser) => [
      detail(u, list.id),
      detail(u, list.id, `?cursor=${cursor}`),
      detail(u, list.id, '?status=new&sort=name'),
      add(u, list.id, [ids[40]!]),
      setStatus(u, list.id, ids[0]!, { status: 'placed' }),
      api(`/api/lists/${list.id}/physicians/${ids[0]}`, { method: 'DELETE', token: u.token }),
      bulk(u, list.id, { action: 'remove', all: true }),
      patchList(u, list.id, { visibility: 'private' }),
      api(`/api/lists/${list.id}`, { method: 'DELETE', token: u.token }),
    ];
    for (const u of [other.owner, other.admin, other.member]) {
      for (const res of await Promise.all(attempts(u))) expect([res.status, codeOf(res.body)]).toEqual([404, 'NOT_FOUND']);
      expect((await lists(u)).body.map((l) => l.id)).not.toContain(list.id);
    }
    // As a target of another team's bulk copy: 404 too.
    const theirs = await createList(other.owner, 'Theirs');
    expect((await add(other.owner, theirs.id, [ids[0]!])).status).toBe(200);
    expect((await bulk(other.owner, theirs.id, { action: 'copy', targetListId: list.id, all: true })).status).toBe(404);

    expect((await api(`/api/team/members/${team.target.id}`, { method: 'DELETE', token: team.owner.token })).status).toBe(204);
    // An ex-member is a free user again: adding is refused for the plan (402) before the list is looked up, the rest is 404.
    for (const res of await Promise.all(attempts(team.target))) expect([402, 404]).toContain(res.status);
    expect((await detail(team.target, list.id)).status).toBe(404);
    expect((await lists(team.target)).body.map((l) => l.id)).not.toContain(list.id);
    const kept = await detail(team.member, list.id);
    expect([kept.status, kept.body.list.physicianCount, kept.body.physicians.items.every((p) => p.status === 'new')]).toEqual([200, 30, true]);
  });
});
