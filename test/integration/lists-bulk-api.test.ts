import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { newId } from '../../functions/core/ids';
import { errorBody } from '../../functions/core/schemas/error';
import type { ListBulkResult } from '../../functions/core/schemas/list-bulk';
import { MEMBER_STATUSES } from '../../functions/core/schemas/list-pipeline';
import { LISTS_MAX, LIST_MEMBERS_MAX, type ListDetail, type PhysicianList } from '../../functions/core/schemas/lists';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { api } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const fieldsOf = (body: unknown) => Object.keys(errorBody.parse(body).error.details ?? {});

let ids: string[] = [];
beforeAll(async () => {
  const premium = await makeUser({ tier: 'premium' });
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
  expect(ids.length).toBeGreaterThanOrEqual(120);
});

const createList = async (u: TestUser, name: string) => (await api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name } })).body;
const add = (u: TestUser, listId: string, physicianIds: string[]) => api(`/api/lists/${listId}/physicians`, { method: 'POST', token: u.token, body: { physicianIds } });
const bulk = (u: TestUser, listId: string, body: unknown) => api<ListBulkResult>(`/api/lists/${listId}/physicians/bulk`, { method: 'POST', token: u.token, body });
const view = (u: TestUser, listId: string, query: Record<string, string> = {}) => api<ListDetail>(`/api/lists/${listId}?${new URLSearchParams(query).toString()}`, { token: u.token });

const db = async () => {
  const d = await stackDeps();
  return { client: documentClient(d.config), table: d.config.TABLE_NAME };
};

/**
 * Everything a list's counts must agree with, read straight from the table:
 * the member rows by status, the status rows by status, and each member's
 * list mark. Stored counts equal to the rows is what "exact" means here.
 */
const ledger = async (u: TestUser, listId: string) => {
  const { client, table } = await db();
  const rows = async (prefix: string) =>
    (await client.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)', ExpressionAttributeValues: { ':pk': `LIST#${listId}`, ':sk': prefix }, ConsistentRead: true }))).Items ?? [];
  const members = await rows('MEMBER#');
  const statusRows = await rows('STATUS#');
  const nameRows = await rows('NAME#');
  const { Item: list } = await client.send(new GetCommand({ TableName: table, Key: keys.list(u.id, listId), ConsistentRead: true }));
  const tally = (items: Record<string, unknown>[]) => Object.fromEntries(MEMBER_STATUSES.map((s) => [s, items.filter((i) => i.status === s).length]));
  const marked = await Promise.all(
    members.map(async (m) => (await client.send(new GetCommand({ TableName: table, Key: keys.listMark(u.id, String(m.physicianId)), ConsistentRead: true }))).Item?.listIds?.has(listId) === true),
  );
  return {
    stored: { count: Number(list?.physicianCount), byStatus: Object.fromEntries(MEMBER_STATUSES.map((s) => [s, Number(list?.[`count_${s}`] ?? 0)])) },
    rows: { count: members.length, byStatus: tally(members) },
    statusRows: tally(statusRows),
    // Each member's name row, at the key its row holds and with its status, and no other (issue 24: the name sort).
    nameRowsExact:
      nameRows.length === members.length &&
      members.every((m) => typeof m.nameSk === 'string' && nameRows.some((n) => n.sk === `NAME#${String(m.nameSk)}` && n.physicianId === m.physicianId && n.status === m.status)),
    allMarked: marked.every(Boolean),
    ids: members.map((m) => String(m.physicianId)),
    notes: Object.fromEntries(members.map((m) => [String(m.physicianId), m.note ?? null])),
  };
};

const expectExact = async (u: TestUser, listId: string) => {
  const l = await ledger(u, listId);
  expect(l.stored).toEqual({ count: l.rows.count, byStatus: l.rows.byStatus });
  expect(l.statusRows).toEqual(l.rows.byStatus);
  expect(l.allMarked).toBe(true);
  expect(l.nameRowsExact).toBe(true);
  return l;
};

const markOf = async (u: TestUser, physicianId: string) => {
  const { client, table } = await db();
  return (await client.send(new GetCommand({ TableName: table, Key: keys.listMark(u.id, physicianId), ConsistentRead: true }))).Item?.listIds as Set<string> | undefined;
};

describe('POST /api/lists/{id}/physicians/bulk', () => {
  it('sets the status of ticked members; those already there are unchanged, ids not on the list are notMember; counts stay exact', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Bulk status');
    await add(u, list.id, ids.slice(0, 10));
    const first = await bulk(u, list.id, { action: 'status', status: 'contacted', physicianIds: ids.slice(0, 4) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ action: 'status', selected: 4, changed: 4, unchanged: 0, notMember: 0, physicianCount: 10, targetPhysicianCount: null });
    const again = await bulk(u, list.id, { action: 'status', status: 'contacted', physicianIds: [...ids.slice(2, 6), ids[50]!] });
    expect(again.body).toMatchObject({ selected: 4, changed: 2, unchanged: 2, notMember: 1 });
    const l = await expectExact(u, list.id);
    expect(l.rows.byStatus).toMatchObject({ new: 4, contacted: 6 });
    expect((await view(u, list.id, { status: 'contacted' })).body.physicians.total).toBe(6);
  });

  it('all minus excluded, within one status: exactly the rest change, across many transactions', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await createList(u, 'Select all');
    const members = ids.slice(0, 100);
    await add(u, list.id, members);
    await bulk(u, list.id, { action: 'status', status: 'interested', physicianIds: members.slice(0, 70) });
    const exclude = members.slice(0, 5);
    const res = await bulk(u, list.id, { action: 'status', status: 'placed', all: true, filter: 'interested', exclude: [...exclude, ids[110]!] });
    expect(res.body).toMatchObject({ selected: 65, changed: 65, unchanged: 0, notMember: 0 });
    const l = await expectExact(u, list.id);
    expect(l.rows.byStatus).toMatchObject({ new: 30, interested: 5, placed: 65 });

    const removed = await bulk(u, list.id, { action: 'remove', all: true, exclude: members.slice(0, 3) });
    expect(removed.body).toMatchObject({ action: 'remove', selected: 97, changed: 97, physicianCount: 3 });
    const after = await expectExact(u, list.id);
    expect(after.ids.sort()).toEqual(members.slice(0, 3).sort());
    expect(await markOf(u, members[50]!)).toBeUndefined();
  });

  it('moves a subset with status and note to another list (marks follow), and copies without taking them off', async () => {
    const u = await makeUser({ tier: 'basic' });
    const source = await createList(u, 'Source');
    const target = await createList(u, 'Target');
    await add(u, source.id, ids.slice(0, 6));
    await add(u, target.id, [ids[1]!]);
    await api(`/api/lists/${source.id}/physicians/${ids[0]}`, { method: 'PATCH', token: u.token, body: { status: 'interested', note: 'Call Tuesday' } });

    const moved = await bulk(u, source.id, { action: 'move', targetListId: target.id, physicianIds: ids.slice(0, 3) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ action: 'move', selected: 3, changed: 2, unchanged: 1, overLimit: 0, physicianCount: 3, targetPhysicianCount: 3 });
    const s = await expectExact(u, source.id);
    const t = await expectExact(u, target.id);
    expect(s.ids.sort()).toEqual(ids.slice(3, 6).sort());
    expect(t.ids.sort()).toEqual(ids.slice(0, 3).sort());
    expect(t.rows.byStatus).toMatchObject({ interested: 1, new: 2 });
    expect(t.notes[ids[0]!]).toBe('Call Tuesday');
    expect([...((await markOf(u, ids[0]!)) ?? [])]).toEqual([target.id]);

    const copied = await bulk(u, source.id, { action: 'copy', targetListId: target.id, all: true, exclude: [] });
    expect(copied.body).toMatchObject({ action: 'copy', selected: 3, changed: 3, physicianCount: 3, targetPhysicianCount: 6 });
    await expectExact(u, source.id);
    await expectExact(u, target.id);
    expect([...((await markOf(u, ids[4]!)) ?? [])].sort()).toEqual([source.id, target.id].sort());
  });

  it('a nearly full target takes what fits (overLimit, the rest stay), a full one is 409; nothing is miscounted', async () => {
    const u = await makeUser({ tier: 'premium' });
    const source = await createList(u, 'Many');
    const target = await createList(u, 'Nearly full');
    await add(u, source.id, ids.slice(0, 5));
    await add(u, target.id, [ids[20]!]);
    const { client, table } = await db();
    // One slot left: the stored count set as if the list held the maximum minus one.
    const setCount = (n: number) => client.send(new UpdateCommand({ TableName: table, Key: keys.list(u.id, target.id), UpdateExpression: 'SET physicianCount = :n', ExpressionAttributeValues: { ':n': n } }));
    await setCount(LIST_MEMBERS_MAX - 1);
    const partial = await bulk(u, source.id, { action: 'move', targetListId: target.id, physicianIds: ids.slice(0, 3) });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ changed: 1, overLimit: 2, physicianCount: 4, targetPhysicianCount: LIST_MEMBERS_MAX });
    await expectExact(u, source.id);
    const full = await bulk(u, source.id, { action: 'copy', targetListId: target.id, all: true });
    expect([full.status, codeOf(full.body)]).toEqual([409, 'CONFLICT']);
    await setCount(2);
    await expectExact(u, target.id);
  });

  it('refuses another user (404 for their list and as a target), demo (403), a free caller moving (402), and bad input (400 with field errors)', async () => {
    const owner = await makeUser({ tier: 'premium' });
    const list = await createList(owner, 'Mine');
    await add(owner, list.id, ids.slice(0, 2));
    const other = await makeUser({ tier: 'premium' });
    const theirs = await createList(other, 'Theirs');
    const stranger = await bulk(other, list.id, { action: 'remove', physicianIds: [ids[0]!] });
    expect([stranger.status, codeOf(stranger.body)]).toEqual([404, 'NOT_FOUND']);
    const intoTheirs = await bulk(owner, list.id, { action: 'copy', targetListId: theirs.id, physicianIds: [ids[0]!] });
    expect([intoTheirs.status, codeOf(intoTheirs.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await ledger(other, theirs.id)).rows.count).toBe(0);

    const d = await stackDeps();
    const storeList = async (u: TestUser) => {
      const at = new Date().toISOString();
      const id = newId(new Date());
      await d.lists.create({ id, userId: u.id, name: 'Kept', description: null, createdAt: at, updatedAt: at }, LISTS_MAX);
      await d.lists.addMembers(u.id, id, ids.slice(0, 2), at, 100);
      return id;
    };
    const demo = await makeUser({ groups: ['demo'] });
    const demoList = await storeList(demo);
    const refused = await bulk(demo, demoList, { action: 'status', status: 'placed', all: true });
    expect([refused.status, codeOf(refused.body)]).toEqual([403, 'DEMO_RESTRICTED']);
    const free = await makeUser();
    const freeList = await storeList(free);
    const freeOther = await storeList(free);
    expect((await bulk(free, freeList, { action: 'status', status: 'placed', all: true })).status).toBe(200);
    const freeMove = await bulk(free, freeList, { action: 'move', targetListId: freeOther, all: true });
    expect([freeMove.status, codeOf(freeMove.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);

    const cases: Array<[unknown, string]> = [
      [{ action: 'status', physicianIds: [ids[0]] }, 'status'],
      [{ action: 'archive', physicianIds: [ids[0]] }, 'action'],
      [{ action: 'remove' }, 'physicianIds'],
      [{ action: 'remove', physicianIds: [] }, 'physicianIds'],
      [{ action: 'remove', physicianIds: ids.slice(0, 1), all: true }, 'all'],
      [{ action: 'remove', physicianIds: ids.slice(0, 1), exclude: [] }, 'exclude'],
      [{ action: 'remove', physicianIds: Array.from({ length: 501 }, (_, i) => `p${i}`) }, 'physicianIds'],
      [{ action: 'move', all: true }, 'targetListId'],
      [{ action: 'copy', all: true, targetListId: list.id }, 'targetListId'],
      [{ action: 'remove', all: true, status: 'new' }, 'status'],
      [{ action: 'remove', all: true, owner: 'me' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await bulk(owner, list.id, body);
      expect([res.status, codeOf(res.body)], JSON.stringify(body)).toEqual([400, 'VALIDATION']);
      if (field) expect(fieldsOf(res.body).join()).toContain(field);
    }
    await expectExact(owner, list.id);
  });

  it('exports a list selection made by Select all, then unticking some (exclude), with the list columns', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await createList(u, 'Export the rest');
    await add(u, list.id, ids.slice(0, 4));
    const res = await api<{ count: number }>('/api/exports', { method: 'POST', token: u.token, body: { listId: list.id, exclude: ids.slice(0, 1) } });
    expect([res.status, res.body.count]).toEqual([200, 3]);
    const stray = await api('/api/exports', { method: 'POST', token: u.token, body: { physicianIds: ids.slice(0, 1), exclude: ids.slice(0, 1) } });
    expect([stray.status, fieldsOf(stray.body)]).toEqual([400, ['exclude']]);
  });
});
