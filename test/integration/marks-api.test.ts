import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { migrateListPipeline } from '../../functions/adapters/aws/dynamo-list-pipeline-migration';
import { errorBody } from '../../functions/core/schemas/error';
import { type ListDetail, type PhysicianList } from '../../functions/core/schemas/lists';
import type { MarksResult } from '../../functions/core/schemas/marks';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { api } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;

let ids: string[] = [];
beforeAll(async () => {
  const premium = await makeUser({ tier: 'premium' });
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
  expect(ids.length).toBeGreaterThanOrEqual(30);
});

const createList = async (u: TestUser, name: string) => (await api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name } })).body;
const add = (u: TestUser, listId: string, physicianIds: string[]) => api(`/api/lists/${listId}/physicians`, { method: 'POST', token: u.token, body: { physicianIds } });
const marks = (u: TestUser | null, physicianIds: string[]) => api<MarksResult>(`/api/me/marks?ids=${physicianIds.join(',')}`, u ? { token: u.token } : {});
const listNames = (r: MarksResult, id: string) => r.items.find((m) => m.physicianId === id)?.lists.map((l) => l.name) ?? [];

describe('GET /api/me/marks', () => {
  it('names the caller’s lists holding each physician and the last export date, and follows removals and list deletes', async () => {
    const u = await makeUser({ tier: 'premium' });
    const [a, b, c] = ids;
    const shortlist = await createList(u, 'Shortlist');
    const boston = await createList(u, 'Boston');
    await add(u, shortlist.id, [a!, b!]);
    await add(u, boston.id, [a!]);
    let body = (await marks(u, [a!, b!, c!])).body;
    expect(listNames(body, a!)).toEqual(['Boston', 'Shortlist']);
    expect(listNames(body, b!)).toEqual(['Shortlist']);
    // Nothing to say about c: it is left out.
    expect(body.items.map((m) => m.physicianId)).toEqual([a, b]);
    expect(body.items[0]!.exportedAt).toBeNull();

    const exported = await api('/api/exports', { method: 'POST', token: u.token, body: { physicianIds: [b!, c!] } });
    expect(exported.status).toBe(200);
    body = (await marks(u, [a!, b!, c!])).body;
    expect(body.items.find((m) => m.physicianId === c)).toMatchObject({ lists: [], exportedAt: expect.any(String) });
    expect(body.items.find((m) => m.physicianId === b)?.exportedAt).toEqual(expect.any(String));

    expect((await api(`/api/lists/${shortlist.id}/physicians/${a}`, { method: 'DELETE', token: u.token })).status).toBe(204);
    expect(listNames((await marks(u, [a!])).body, a!)).toEqual(['Boston']);
    expect((await api(`/api/lists/${boston.id}`, { method: 'DELETE', token: u.token })).status).toBe(204);
    expect((await marks(u, [a!])).body.items).toEqual([]);
    // The stored mark lost the deleted list too (not only hidden by the join).
    expect((await (await stackDeps()).marks.marksOf(u.id, [a!]))).toEqual([]);
  });

  it('never shows another user’s lists or exports', async () => {
    const owner = await makeUser({ tier: 'premium' });
    const list = await createList(owner, 'Private');
    await add(owner, list.id, [ids[3]!]);
    await api('/api/exports', { method: 'POST', token: owner.token, body: { physicianIds: [ids[3]!] } });
    expect((await marks(owner, [ids[3]!])).body.items).toHaveLength(1);
    const other = await makeUser({ tier: 'premium' });
    expect((await marks(other, [ids[3]!])).body).toEqual({ items: [] });
    const demo = await makeUser({ groups: ['demo'] });
    expect((await marks(demo, [ids[3]!])).body).toEqual({ items: [] });
  });

  it('is 401 anonymous and 400 for no ids, more than 25 ids or a malformed id', async () => {
    expect((await marks(null, [ids[0]!])).status).toBe(401);
    const u = await makeUser();
    for (const path of ['/api/me/marks', '/api/me/marks?ids=', `/api/me/marks?ids=${ids.slice(0, 26).join(',')}`, '/api/me/marks?ids=phy%20bad']) {
      const res = await api(path, { token: u.token });
      expect([res.status, codeOf(res.body)]).toEqual([400, 'VALIDATION']);
    }
    // 25 distinct ids (a repeat counts once) are fine, comma-joined or as repeated parameters.
    expect((await marks(u, [...ids.slice(0, 25), ids[0]!])).status).toBe(200);
    expect((await api(`/api/me/marks?${ids.slice(0, 3).map((id) => `ids=${id}`).join('&')}`, { token: u.token })).status).toBe(200);
  });
});

describe('migrateListPipeline', () => {
  it('gives member rows from before statuses status New, their status row, their count and their owner’s mark, once', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Legacy');
    const d = await stackDeps();
    const db = documentClient(d.config);
    const table = d.config.TABLE_NAME;
    const at = new Date().toISOString();
    const physicianId = ids[7]!;
    // A row as written before issue 17: no status, no status row, no mark, not counted by status.
    await db.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.listMember(list.id, physicianId), ...keys.listMemberIndex(list.id, at, physicianId), gsi1pk: `PHYSICIAN#${physicianId}`, gsi1sk: `LIST#${list.id}`, type: 'listMember', listId: list.id, userId: u.id, physicianId, addedAt: at },
      }),
    );
    expect((await api<ListDetail>(`/api/lists/${list.id}?status=new`, { token: u.token })).body.physicians.items).toEqual([]);
    expect(await migrateListPipeline(db, table)).toBeGreaterThanOrEqual(1);
    // Again (other tests' legacy rows may be upgraded too): this row is not counted twice.
    await migrateListPipeline(db, table);
    const byStatus = (await api<ListDetail>(`/api/lists/${list.id}?status=new`, { token: u.token })).body.physicians;
    expect(byStatus.items.map((p) => p.id)).toEqual([physicianId]);
    expect(byStatus.total).toBe(1);
    expect(listNames((await marks(u, [physicianId])).body, physicianId)).toEqual(['Legacy']);
    const rows = await db.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `LIST#${list.id}` }, ConsistentRead: true }));
    expect((rows.Items ?? []).map((i) => String(i.sk).split('#')[0]).sort()).toEqual(['MEMBER', 'STATUS']);
  });
});
