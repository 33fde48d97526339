import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { migrateLegacyLists } from '../../functions/adapters/aws/dynamo-list-migration';
import { errorBody } from '../../functions/core/schemas/error';
import { LISTS_MAX, LIST_MEMBERS_MAX, type ListAddResult, type ListDetail, type PhysicianList, encodeListCursor, physicianList } from '../../functions/core/schemas/lists';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { api } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let ids: string[] = [];
beforeAll(async () => {
  const premium = await makeUser({ tier: 'premium' });
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
  expect(ids.length).toBeGreaterThanOrEqual(200);
});

const createList = (u: TestUser, name = 'Leads') => api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name } });
const newList = async (u: TestUser) => {
  const res = await createList(u);
  expect(res.status).toBe(201);
  return physicianList.parse(res.body);
};
const add = (u: TestUser, listId: string, physicianIds: string[]) => api<ListAddResult>(`/api/lists/${listId}/physicians`, { method: 'POST', token: u.token, body: { physicianIds } });
const remove = (u: TestUser, listId: string, physicianId: string) => api(`/api/lists/${listId}/physicians/${physicianId}`, { method: 'DELETE', token: u.token });
const detail = (u: TestUser, listId: string, cursor?: string) => api<ListDetail>(`/api/lists/${listId}${cursor ? `?cursor=${cursor}` : ''}`, { token: u.token });
const countOf = async (u: TestUser, listId: string) => (await api<PhysicianList[]>('/api/lists', { token: u.token })).body.find((l) => l.id === listId)?.physicianCount;

const db = async () => {
  const d = await stackDeps();
  return { client: documentClient(d.config), table: d.config.TABLE_NAME, d };
};

/** Membership rows straight from the table (base partition) and from the paging index. */
const memberRows = async (listId: string) => {
  const { client, table } = await db();
  const base = await client.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)', ExpressionAttributeValues: { ':pk': `LIST#${listId}`, ':sk': 'MEMBER#' }, ConsistentRead: true }));
  const indexed = await client.send(new QueryCommand({ TableName: table, IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': `LIST#${listId}` } }));
  return { base: (base.Items ?? []).map((i) => String(i.physicianId)).sort(), indexed: indexed.Items?.length ?? 0 };
};

describe(`at most ${LISTS_MAX} lists per user`, () => {
  it('allows the 200th, refuses the 201st with 409 even when creates race, and frees a slot on delete', async () => {
    const u = await makeUser({ tier: 'basic' });
    const { d } = await db();
    const at = new Date().toISOString();
    for (let i = 0; i < LISTS_MAX - 2; i++) {
      expect(await d.lists.create({ id: ulid(), userId: u.id, name: `l${i}`, description: null, createdAt: at, updatedAt: at }, LISTS_MAX)).toBe(true);
    }
    const raced = await Promise.all(Array.from({ length: 5 }, (_, i) => createList(u, `race ${i}`)));
    expect(raced.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = raced.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect(errorBody.parse(refused[0]!.body).error).toMatchObject({ code: 'CONFLICT', message: `You can keep at most ${LISTS_MAX} physician lists. Delete one to create another.` });
    const all = (await api<PhysicianList[]>('/api/lists', { token: u.token })).body;
    expect(all).toHaveLength(LISTS_MAX);
    expect((await createList(u)).status).toBe(409);
    expect((await api(`/api/lists/${all[0]!.id}`, { method: 'DELETE', token: u.token })).status).toBe(204);
    expect((await createList(u, 'again')).status).toBe(201);
    expect((await createList(u, 'one too many')).status).toBe(409);
  });
});

describe('physicianCount stored on the list', () => {
  it('equals the member rows after concurrent overlapping adds and removes', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await newList(u);
    const pool = ids.slice(0, 60);
    expect((await add(u, list.id, pool.slice(0, 30))).status).toBe(200);
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => add(u, list.id, pool.slice(i * 5, i * 5 + 25)).then((r) => r.status)),
      ...pool.slice(0, 40).map((pid) => remove(u, list.id, pid).then((r) => r.status)),
    ]);
    expect(results.every((s) => s === 200 || s === 204 || s === 404)).toBe(true);
    const rows = await memberRows(list.id);
    expect(await countOf(u, list.id)).toBe(rows.base.length);
    expect((await detail(u, list.id)).body.physicians.total).toBe(rows.base.length);
    expect(rows.indexed).toBe(rows.base.length);
  });

  it(`stops at ${LIST_MEMBERS_MAX.toLocaleString('en-US')} members: what does not fit is overLimit, a full list is 409`, async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await newList(u);
    const { d, client, table } = await db();
    // The store with a small cap: 5 of 8 fit.
    const out = await d.lists.addMembers(u.id, list.id, ids.slice(0, 8), new Date().toISOString(), 5);
    expect([out?.added.length, out?.overLimit.length]).toEqual([5, 3]);
    expect(await countOf(u, list.id)).toBe(5);
    // Through the API at the real cap (the count set to it, as if the list were full).
    await client.send(new UpdateCommand({ TableName: table, Key: keys.list(u.id, list.id), UpdateExpression: 'SET physicianCount = :n', ExpressionAttributeValues: { ':n': LIST_MEMBERS_MAX } }));
    const full = await add(u, list.id, ids.slice(10, 12));
    expect([full.status, codeOf(full.body)]).toEqual([409, 'CONFLICT']);
    expect((await memberRows(list.id)).base).toHaveLength(5);
  });
});

describe('GET /api/lists/{id} pages with a cursor', () => {
  it('gives disjoint pages, newest first, with the stored total', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await newList(u);
    const batches = [ids.slice(0, 20), ids.slice(20, 40), ids.slice(40, 60)];
    for (const b of batches) {
      expect((await add(u, list.id, b)).status).toBe(200);
      await sleep(5);
    }
    const p1 = (await detail(u, list.id)).body.physicians;
    expect(p1).toMatchObject({ total: 60, pageSize: 25 });
    expect(p1.items).toHaveLength(25);
    expect(new Set(p1.items.slice(0, 20).map((p) => p.id))).toEqual(new Set(batches[2]));
    const p2 = (await detail(u, list.id, p1.nextCursor!)).body.physicians;
    const p3 = (await detail(u, list.id, p2.nextCursor!)).body.physicians;
    expect([p2.items.length, p3.items.length, p2.total, p3.total]).toEqual([25, 10, 60, 60]);
    expect(p3.nextCursor).toBeNull();
    const seen = [...p1.items, ...p2.items, ...p3.items];
    expect(new Set(seen.map((p) => p.id)).size).toBe(60);
    const times = seen.map((p) => p.addedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers a tampered cursor with 400 and a field error, never 500', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await newList(u);
    const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
    for (const cursor of ['%21%21', b64('{not json'), b64(['yesterday', 'phy_1']), b64(['2025-01-01T00:00:00.000Z', '<x>']), b64({ a: 1 }), 'A'.repeat(301)]) {
      const res = await detail(u, list.id, cursor);
      expect([res.status, codeOf(res.body)]).toEqual([400, 'VALIDATION']);
      expect(Object.keys(errorBody.parse(res.body).error.details ?? {})).toContain('cursor');
    }
    // A well-formed cursor of no member is just a position.
    const ok = await detail(u, list.id, encodeListCursor({ addedAt: '2020-01-01T00:00:00.000Z', physicianId: 'phy_x' }));
    expect(ok.status).toBe(200);
  });
});

describe('DELETE /api/lists/{id} while adds run', () => {
  it('leaves no member row behind, and the list is gone', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await newList(u);
    await add(u, list.id, ids.slice(0, 50));
    // Ten adds at once; the delete starts as soon as the first has answered, while the others are writing.
    const pending = Array.from({ length: 10 }, (_, i) => add(u, list.id, ids.slice(50 + i * 15, 65 + i * 15)).then((r) => r.status));
    const deleted = Promise.race(pending).then(() => api(`/api/lists/${list.id}`, { method: 'DELETE', token: u.token }).then((r) => r.status));
    const [statuses, deleteStatus] = await Promise.all([Promise.all(pending), deleted]);
    expect(deleteStatus).toBe(204);
    expect(statuses.every((s) => s === 200 || s === 404)).toBe(true);
    expect(await memberRows(list.id)).toEqual({ base: [], indexed: 0 });
    expect((await detail(u, list.id)).status).toBe(404);
    expect((await api<PhysicianList[]>('/api/lists', { token: u.token })).body).toEqual([]);
  });
});

describe('lists written before counts were stored', () => {
  it('get their counts, member index keys and cap counter from the migration', async () => {
    const u = await makeUser({ tier: 'basic' });
    const { client, table } = await db();
    const listId = ulid();
    const at = new Date().toISOString();
    // As the old code wrote them: no physicianCount, no gsi2 keys, no LIST_COUNT.
    await client.send(new PutCommand({ TableName: table, Item: { ...keys.list(u.id, listId), type: 'list', id: listId, userId: u.id, name: 'Old', createdAt: at, updatedAt: at } }));
    for (const pid of ids.slice(0, 30)) {
      await client.send(new PutCommand({ TableName: table, Item: { ...keys.listMember(listId, pid), gsi1pk: `PHYSICIAN#${pid}`, gsi1sk: `LIST#${listId}`, type: 'listMember', listId, userId: u.id, physicianId: pid, addedAt: at } }));
    }
    // A list made since (counted in LIST_COUNT already) must not be counted twice.
    await newList(u);
    const done = await migrateLegacyLists(client, table);
    expect(done.lists).toBeGreaterThanOrEqual(1);
    expect(await countOf(u, listId)).toBe(30);
    const p1 = (await detail(u, listId)).body.physicians;
    expect([p1.total, p1.items.length]).toEqual([30, 25]);
    const capCount = async () => (await client.send(new GetCommand({ TableName: table, Key: keys.listCount(u.id) }))).Item?.count;
    expect(await capCount()).toBe(2);
    // Membership changes and delete work on it as on any list; a second run changes nothing.
    expect((await add(u, listId, ids.slice(30, 31))).body.physicianCount).toBe(31);
    await migrateLegacyLists(client, table);
    expect([await countOf(u, listId), await capCount()]).toEqual([31, 2]);
    expect((await api(`/api/lists/${listId}`, { method: 'DELETE', token: u.token })).status).toBe(204);
    expect((await memberRows(listId)).base).toEqual([]);
    expect(await capCount()).toBe(1);
  });
});
