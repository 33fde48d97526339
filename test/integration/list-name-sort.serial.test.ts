import { randomUUID } from 'node:crypto';
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { migrateListNames, rekeyPhysicianNames } from '../../functions/adapters/aws/dynamo-list-name-keys';
import { errorBody } from '../../functions/core/schemas/error';
import type { ListBulkResult } from '../../functions/core/schemas/list-bulk';
import type { ListDetail, PhysicianList } from '../../functions/core/schemas/lists';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { listViewMembers } from '../../functions/exports/list-view-members';
import { deletePhysiciansEverywhere } from '../../functions/removal/delete-everywhere';
import { physicianAt } from '../../scripts/seed/physicians';
import { eventually } from '../support/eventually';
import { type ApiResponse, api } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

/**
 * Issue 24 item 4: a list sorted by name. Planted profiles with accents,
 * case and equal names check the order itself; the seed's fill the list past
 * one page, so the cursor is walked too. Serial: it adds and removes profiles.
 */
const tag = randomUUID().slice(0, 8);
// Expected order: Ängström < de la Cruz < Zola (ann, ann [ties by id], Anna, Émile) < ZOLAR.
const planted = [
  { key: 'zolaEmile', firstName: 'Émile', lastName: 'Zola' },
  { key: 'zolaAnna', firstName: 'anna', lastName: 'ZOLA' },
  { key: 'zolaAnn1', firstName: 'Ann', lastName: 'Zola' },
  { key: 'zolaAnn2', firstName: 'ANN', lastName: 'zola' },
  { key: 'cruz', firstName: 'Bob', lastName: 'de la Cruz' },
  { key: 'angstrom', firstName: 'Zoë', lastName: 'Ängström' },
  { key: 'zolar', firstName: 'Al', lastName: 'Zolar' },
] as const;
const idOf = (key: (typeof planted)[number]['key']) => `ns_${tag}_${key}`;
const expectedPlanted = ['angstrom', 'cruz', ...(idOf('zolaAnn1') < idOf('zolaAnn2') ? ['zolaAnn1', 'zolaAnn2'] : ['zolaAnn2', 'zolaAnn1']), 'zolaAnna', 'zolaEmile', 'zolar'].map((k) => idOf(k as never));

let seedIds: string[] = [];
let owner: TestUser;

const db = async () => {
  const d = await stackDeps();
  return { d, client: documentClient(d.config), table: d.config.TABLE_NAME };
};

const createList = async (u: TestUser, name: string) => (await api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name } })).body;
const add = (u: TestUser, listId: string, physicianIds: string[]) => api(`/api/lists/${listId}/physicians`, { method: 'POST', token: u.token, body: { physicianIds } });
const view = (u: TestUser, listId: string, query: Record<string, string>) => api<ListDetail>(`/api/lists/${listId}?${new URLSearchParams(query).toString()}`, { token: u.token });

/** Every id the page shows in name order, walking the cursor; the cursors seen are returned too. */
const walk = async (u: TestUser, listId: string, query: Record<string, string> = { sort: 'name' }) => {
  const ids: string[] = [];
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse<ListDetail> = await view(u, listId, { ...query, ...(cursor ? { cursor } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...res.body.physicians.items.map((p) => p.id));
    cursor = res.body.physicians.nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  return { ids, cursors };
};

const onlyPlanted = (ids: string[]) => ids.filter((id) => id.startsWith(`ns_${tag}_`));

const nameRows = async (listId: string) => {
  const { client, table } = await db();
  return (await client.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': `LIST#${listId}`, ':p': 'NAME#' }, ConsistentRead: true }))).Items ?? [];
};

beforeAll(async () => {
  const { d } = await db();
  const premium = await makeUser({ tier: 'premium' });
  seedIds = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
  await d.physicians.putMany(planted.map((p, i) => ({ ...physicianAt(91, 9100 + i), id: idOf(p.key), firstName: p.firstName, lastName: p.lastName, fullName: `${p.firstName} ${p.lastName}` })));
  owner = await makeUser({ tier: 'basic' });
});

afterAll(async () => {
  const { d } = await db();
  for (const p of planted) await d.lists.removePhysicianEverywhere(idOf(p.key));
  await d.physicians.deleteMany(planted.map((p) => idOf(p.key)));
});

describe('GET /api/lists/{id}?sort=name', () => {
  let listId: string;
  beforeAll(async () => {
    listId = (await createList(owner, 'By name')).id;
    expect((await add(owner, listId, [...seedIds.slice(0, 30), ...planted.map((p) => idOf(p.key))])).status).toBe(200);
  });

  it('orders by last name, then first name, case and accents aside, ties by id, across pages', async () => {
    const { ids, cursors } = await walk(owner, listId);
    expect(ids).toHaveLength(37);
    expect(new Set(ids).size).toBe(37);
    expect(cursors.length).toBeGreaterThanOrEqual(1);
    expect(onlyPlanted(ids)).toEqual(expectedPlanted);
  });

  it('a name cursor names no one: it holds the member id only, and belongs to the name view', async () => {
    const { cursors } = await walk(owner, listId);
    const decoded = Buffer.from(cursors[0]!, 'base64url').toString('utf8');
    expect(JSON.parse(decoded)).toEqual([expect.any(String), expect.any(String), 'name']);
    for (const p of planted) expect(decoded.toLowerCase()).not.toContain(p.lastName.toLowerCase());
    const other = await view(owner, listId, { cursor: cursors[0]! });
    expect(other.status).toBe(400);
    expect(Object.keys(errorBody.parse(other.body).error.details ?? {})).toEqual(['cursor']);
    const statusCursor = (await view(owner, listId, { sort: 'status' })).body.physicians.nextCursor!;
    expect((await view(owner, listId, { sort: 'name', cursor: statusCursor })).status).toBe(400);
    expect((await view(owner, listId, { sort: 'surname' })).status).toBe(400);
  });

  it('another user asking for the list sorted by name gets a 404, with or without a cursor', async () => {
    const stranger = await makeUser({ tier: 'basic' });
    const { cursors } = await walk(owner, listId);
    expect((await view(stranger, listId, { sort: 'name' })).status).toBe(404);
    expect((await view(stranger, listId, { sort: 'name', cursor: cursors[0]! })).status).toBe(404);
  });

  it('with a status filter: that status only, by name; the export of the view has the same order', async () => {
    const contacted = [idOf('zolaEmile'), idOf('angstrom'), idOf('cruz'), ...seedIds.slice(0, 3)];
    const res = await api<ListBulkResult>(`/api/lists/${listId}/physicians/bulk`, { method: 'POST', token: owner.token, body: { action: 'status', status: 'contacted', physicianIds: contacted } });
    expect(res.status).toBe(200);
    const { ids } = await walk(owner, listId, { sort: 'name', status: 'contacted' });
    expect(ids.sort()).toEqual([...contacted].sort());
    const shown = (await walk(owner, listId, { sort: 'name', status: 'contacted' })).ids;
    expect(onlyPlanted(shown)).toEqual([idOf('angstrom'), idOf('cruz'), idOf('zolaEmile')]);
    const rows = await listViewMembers((await db()).d, owner.id, { listId, sort: 'name' });
    expect(rows!.map((m) => m.physicianId)).toEqual((await walk(owner, listId)).ids);
    const filtered = await listViewMembers((await db()).d, owner.id, { listId, status: ['contacted'], sort: 'name' });
    expect(filtered!.map((m) => m.physicianId)).toEqual(shown);
  });

  it('a page resumes after a member removed since its cursor was handed out', async () => {
    const first = await view(owner, listId, { sort: 'name' });
    const items = first.body.physicians.items;
    const last = items[items.length - 1]!;
    expect((await api(`/api/lists/${listId}/physicians/${last.id}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    const second = await view(owner, listId, { sort: 'name', cursor: first.body.physicians.nextCursor! });
    expect(second.status).toBe(200);
    const seen = [...items.map((p) => p.id), ...second.body.physicians.items.map((p) => p.id)];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(37);
    expect(await add(owner, listId, [last.id])).toMatchObject({ status: 200 });
  });
});

describe('name rows follow the names and the members', () => {
  it('a renamed physician moves in every list that holds them (the table stream re-keys the name rows)', async () => {
    const { d } = await db();
    const listId = (await createList(owner, 'Renames')).id;
    await add(owner, listId, planted.map((p) => idOf(p.key)));
    const [record] = await d.physicians.getMany([idOf('zolar')]);
    await d.physicians.putMany([{ ...record!, lastName: 'Aaberg', fullName: `${record!.firstName} Aaberg` }]);
    const moved = await eventually(
      async () => onlyPlanted((await walk(owner, listId)).ids),
      (ids) => ids[0] === idOf('zolar'),
    );
    expect(moved).toEqual([idOf('zolar'), ...expectedPlanted.filter((id) => id !== idOf('zolar'))]);
    // Idempotent: run again by hand, nothing moves; the rows still match the members one to one.
    const { client, table } = await db();
    expect(await rekeyPhysicianNames(client, table, idOf('zolar'))).toBe(0);
    expect((await nameRows(listId)).length).toBe(planted.length);
    await d.physicians.putMany([{ ...record!, version: (record!.version ?? 0) + 10 }]);
    await eventually(
      async () => onlyPlanted((await walk(owner, listId)).ids),
      (ids) => ids.at(-1) === idOf('zolar'),
    );
  });

  it('the removal of a physician (delete everywhere) deletes their name rows with their memberships', async () => {
    const { d } = await db();
    const [a, b] = [(await createList(owner, 'Removal A')).id, (await createList(owner, 'Removal B')).id];
    await add(owner, a, [idOf('cruz'), idOf('angstrom')]);
    await add(owner, b, [idOf('cruz')]);
    // The confirmed removal's own path (also used for NPIs the registry deactivated).
    await deletePhysiciansEverywhere(d, [idOf('cruz')]);
    expect((await nameRows(a)).map((r) => r.physicianId)).toEqual([idOf('angstrom')]);
    expect(await nameRows(b)).toEqual([]);
    expect((await walk(owner, a)).ids).toEqual([idOf('angstrom')]);
  });

  it('backfills members from before the name sort, once (idempotent), in the right order', async () => {
    const { client, table } = await db();
    const listId = (await createList(owner, 'Backfill')).id;
    // The removed physician of the test above is not in the directory any more.
    const present = planted.filter((p) => p.key !== 'cruz');
    await add(owner, listId, present.map((p) => idOf(p.key)));
    // Back to rows as they were before names: no name key, no name rows.
    for (const row of await nameRows(listId)) {
      await client.send(new DeleteCommand({ TableName: table, Key: { pk: row.pk, sk: row.sk } }));
      await client.send(new UpdateCommand({ TableName: table, Key: keys.listMember(listId, String(row.physicianId)), UpdateExpression: 'REMOVE nameSk' }));
    }
    expect((await walk(owner, listId)).ids).toEqual([]);
    expect(await migrateListNames(client, table)).toBeGreaterThanOrEqual(present.length);
    expect(await migrateListNames(client, table)).toBe(0);
    expect((await walk(owner, listId)).ids).toEqual(expectedPlanted.filter((id) => id !== idOf('cruz')));
    expect((await nameRows(listId)).length).toBe(present.length);
    // A removal after the backfill takes the backfilled row along.
    expect((await api(`/api/lists/${listId}/physicians/${idOf('zolaEmile')}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect((await nameRows(listId)).length).toBe(present.length - 1);
  });
});
