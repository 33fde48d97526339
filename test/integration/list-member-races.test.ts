import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { MEMBER_STATUSES, type ListMemberState } from '../../functions/core/schemas/list-pipeline';
import type { ListDetail, PhysicianList } from '../../functions/core/schemas/lists';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { api } from '../support/stack';
import { type TestUser, makeUser } from '../support/users';

/**
 * Issue 21, item 6: writes racing on one list member are settled by the
 * DynamoDB transactions (DynamoDB Local here, the real engine); a race the
 * store cannot settle is a 409 the client may retry, never a 500.
 */
const RACERS = 50;

let ids: string[] = [];
beforeAll(async () => {
  const premium = await makeUser({ tier: 'premium' });
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
});

const createList = async (u: TestUser, name: string) => (await api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name } })).body;
const memberPath = (listId: string, physicianId: string) => `/api/lists/${listId}/physicians/${physicianId}`;
const view = (u: TestUser, listId: string, query = '') => api<ListDetail>(`/api/lists/${listId}${query}`, { token: u.token });

describe('concurrent writes to one list member', () => {
  it(`answers ${RACERS} parallel status changes with 200 or 409 (never 500), ending in one of the requested states`, async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Race');
    const [target, other] = ids;
    expect((await api(`/api/lists/${list.id}/physicians`, { method: 'POST', token: u.token, body: { physicianIds: [target, other] } })).status).toBe(200);

    const requested = Array.from({ length: RACERS }, (_, i) => ({ status: MEMBER_STATUSES[i % MEMBER_STATUSES.length]!, note: `racer ${i}` }));
    const answers = await Promise.all(requested.map((body) => api<ListMemberState>(memberPath(list.id, target!), { method: 'PATCH', token: u.token, body })));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 409), JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body))).toEqual([]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(errorBody.parse(refused.body).error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/changed at the same time/) });
    }
    expect(statuses).toContain(200);

    // The member ends as exactly one racer asked, and the stored counts still match the rows.
    const shown = (await view(u, list.id)).body.physicians;
    const final = shown.items.find((p) => p.id === target)!;
    expect(requested).toContainEqual({ status: final.status, note: final.note });
    const expected = Object.fromEntries(MEMBER_STATUSES.map((s) => [s, (final.status === s ? 1 : 0) + (s === 'new' ? 1 : 0)]));
    expect(shown.statusCounts).toEqual(expected);
    // One status row per member: the pipeline view holds each member once, the target under its final status.
    const byStatus = (await view(u, list.id, '?sort=status')).body.physicians.items;
    expect(byStatus.map((p) => p.id).sort()).toEqual([target, other].sort());
    expect((await view(u, list.id, `?status=${final.status}`)).body.physicians.items.map((p) => p.id)).toContain(target);
  });

  it('settles status changes racing the removal of the same member: 200, 404 or 409, never 500, and the counts hold', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Race with removal');
    const [target] = ids;
    await api(`/api/lists/${list.id}/physicians`, { method: 'POST', token: u.token, body: { physicianIds: [target] } });

    const patches = Array.from({ length: 20 }, (_, i) =>
      api(memberPath(list.id, target!), { method: 'PATCH', token: u.token, body: { status: MEMBER_STATUSES[(i % 4) + 1] } }),
    );
    const removal = api(memberPath(list.id, target!), { method: 'DELETE', token: u.token });
    const [answers, removed] = await Promise.all([Promise.all(patches), removal]);

    expect(answers.map((a) => a.status).filter((s) => ![200, 404, 409].includes(s))).toEqual([]);
    expect([204, 409]).toContain(removed.status);
    const after = (await view(u, list.id)).body;
    const total = Object.values(after.physicians.statusCounts).reduce((a, b) => a + b, 0);
    expect(total).toBe(after.list.physicianCount);
    expect(after.list.physicianCount).toBe(removed.status === 204 ? 0 : 1);
  });

  it('settles renames of the list racing status changes of its members (each writes the list item): no 500', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Busy list');
    const members = ids.slice(0, 10);
    await api(`/api/lists/${list.id}/physicians`, { method: 'POST', token: u.token, body: { physicianIds: members } });
    const patches = members.map((id, i) => api(memberPath(list.id, id), { method: 'PATCH', token: u.token, body: { status: MEMBER_STATUSES[(i % 4) + 1] } }));
    const renames = Array.from({ length: 10 }, (_, i) => api(`/api/lists/${list.id}`, { method: 'PATCH', token: u.token, body: { name: `Busy list ${i}` } }));
    const answers = await Promise.all([...patches, ...renames]);
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const counts = (await view(u, list.id)).body.physicians.statusCounts;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(members.length);
  });
});
