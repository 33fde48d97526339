import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { errorBody } from '../../functions/core/schemas/error';
import { type ListAddResult, type ListDetail, type PhysicianList, listAddResult, listDetail, physicianList } from '../../functions/core/schemas/lists';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { api } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;

let ids: string[] = [];
beforeAll(async () => {
  const premium = await makeUser({ tier: 'premium' });
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
  expect(ids.length).toBeGreaterThanOrEqual(100);
});

const createList = async (u: TestUser, name = 'Cardiology leads', description?: string) => {
  const res = await api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name, ...(description !== undefined ? { description } : {}) } });
  expect(res.status).toBe(201);
  return physicianList.parse(res.body);
};
const add = (u: TestUser, listId: string, physicianIds: string[]) =>
  api<ListAddResult>(`/api/lists/${listId}/physicians`, { method: 'POST', token: u.token, body: { physicianIds } });
const detail = (u: TestUser, listId: string, cursor?: string) => api<ListDetail>(`/api/lists/${listId}${cursor ? `?cursor=${cursor}` : ''}`, { token: u.token });

/** The membership rows as stored, counted straight from the table. */
const memberRows = async (listId: string): Promise<string[]> => {
  const d = await stackDeps();
  const out = await documentClient(d.config).send(
    new QueryCommand({
      TableName: d.config.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `LIST#${listId}`, ':sk': 'MEMBER#' },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => String(i.physicianId)).sort();
};

describe('POST /api/lists and GET /api/lists', () => {
  it('refuses anonymous (401), demo (403 DEMO_RESTRICTED) and free users (402)', async () => {
    expect((await api('/api/lists', { method: 'POST', body: { name: 'x' } })).status).toBe(401);
    expect((await api('/api/lists')).status).toBe(401);
    const demo = await makeUser({ groups: ['demo'] });
    const refused = await api('/api/lists', { method: 'POST', token: demo.token, body: { name: 'x' } });
    expect([refused.status, codeOf(refused.body)]).toEqual([403, 'DEMO_RESTRICTED']);
    const free = await makeUser();
    const paywalled = await api('/api/lists', { method: 'POST', token: free.token, body: { name: 'x' } });
    expect([paywalled.status, codeOf(paywalled.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    // Free users may still read (an empty set).
    expect((await api('/api/lists', { token: free.token })).body).toEqual([]);
  });

  it('validates the name (trimmed, 1..100) and description (≤500)', async () => {
    const u = await makeUser({ tier: 'basic' });
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(101) }, { name: 'ok', description: 'd'.repeat(501) }, {}]) {
      const res = await api('/api/lists', { method: 'POST', token: u.token, body });
      expect([res.status, codeOf(res.body)]).toEqual([400, 'VALIDATION']);
    }
    const list = await createList(u, '  Trimmed  ', 'About them');
    expect(list).toMatchObject({ name: 'Trimmed', description: 'About them', physicianCount: 0 });
    expect(list.createdAt).toBe(list.updatedAt);
  });

  it('lists the caller’s lists newest first with their counts, and nobody else’s', async () => {
    const u = await makeUser({ tier: 'basic' });
    const other = await makeUser({ tier: 'premium' });
    const first = await createList(u, 'First');
    const second = await createList(u, 'Second');
    const third = await createList(u, 'Third');
    await createList(other, 'Not yours');
    expect((await add(u, second.id, ids.slice(0, 3))).status).toBe(200);
    const res = await api<PhysicianList[]>('/api/lists', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.map((l) => l.id)).toEqual([third.id, second.id, first.id]);
    expect(res.body.map((l) => l.physicianCount)).toEqual([0, 3, 0]);
  });
});

describe('POST /api/lists/{id}/physicians', () => {
  it('refuses anonymous (401), demo (403) and free users (402)', async () => {
    const owner = await makeUser({ tier: 'basic' });
    const list = await createList(owner);
    expect((await api(`/api/lists/${list.id}/physicians`, { method: 'POST', body: { physicianIds: [ids[0]] } })).status).toBe(401);
    const demo = await makeUser({ groups: ['demo'] });
    const d = await add(demo, list.id, [ids[0]!]);
    expect([d.status, codeOf(d.body)]).toEqual([403, 'DEMO_RESTRICTED']);
    const free = await makeUser();
    const f = await add(free, list.id, [ids[0]!]);
    expect([f.status, codeOf(f.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    expect(await memberRows(list.id)).toEqual([]);
  });

  it('deduplicates, skips unknown ids, keeps existing members and bumps updatedAt', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u);
    const first = await add(u, list.id, [ids[0]!, ids[1]!, ids[0]!, 'phy_does_not_exist']);
    expect(first.status).toBe(200);
    expect(listAddResult.parse(first.body)).toEqual({ added: 2, alreadyInList: 0, notFound: 1, overLimit: 0, physicianCount: 2 });
    const second = await add(u, list.id, [ids[1]!, ids[2]!]);
    expect(second.body).toEqual({ added: 1, alreadyInList: 1, notFound: 0, overLimit: 0, physicianCount: 3 });
    const after = await detail(u, list.id);
    expect(after.body.list.updatedAt > list.updatedAt).toBe(true);
    expect(await memberRows(list.id)).toEqual([ids[0]!, ids[1]!, ids[2]!].sort());
  });

  it('takes 1..500 well-formed ids per call: 0, 501 or a malformed id is 400', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await createList(u);
    for (const physicianIds of [[], Array.from({ length: 501 }, (_, i) => `phy_${i}`), ['<script>']]) {
      const res = await add(u, list.id, physicianIds);
      expect([res.status, codeOf(res.body)]).toEqual([400, 'VALIDATION']);
    }
    const many = ids.slice(0, 100);
    const padded = [...many, ...Array.from({ length: 400 }, (_, i) => `phy_missing_${i}`)];
    const res = await add(u, list.id, padded);
    expect(res.body).toEqual({ added: 100, alreadyInList: 0, notFound: 400, overLimit: 0, physicianCount: 100 });
  });

  it('keeps physicianCount exact under concurrent overlapping adds and removes', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await createList(u);
    const pool = ids.slice(0, 40);
    // Ten parallel adds of overlapping windows of the same 40 physicians.
    const adds = await Promise.all(Array.from({ length: 10 }, (_, i) => add(u, list.id, pool.slice(i * 3, i * 3 + 12))));
    expect(adds.every((r) => r.status === 200)).toBe(true);
    const totalAdded = adds.reduce((n, r) => n + r.body.added, 0);
    const rows = await memberRows(list.id);
    expect(totalAdded).toBe(rows.length);
    expect(new Set(rows).size).toBe(rows.length);

    // Parallel removes (each twice: one wins, one is 404) racing more adds of other physicians.
    const toRemove = rows.slice(0, 10);
    const [removals, moreAdds] = await Promise.all([
      Promise.all([...toRemove, ...toRemove].map((pid) => api(`/api/lists/${list.id}/physicians/${pid}`, { method: 'DELETE', token: u.token }).then((r) => r.status))),
      Promise.all([0, 1, 2].map((i) => add(u, list.id, ids.slice(40 + i * 5, 60 + i * 5)))),
    ]);
    expect(removals.filter((s) => s === 204)).toHaveLength(10);
    expect(removals.filter((s) => s === 404)).toHaveLength(10);
    expect(moreAdds.reduce((n, r) => n + r.body.added, 0)).toBe(30);

    const finalRows = await memberRows(list.id);
    expect(finalRows).toHaveLength(rows.length - 10 + 30);
    const view = await detail(u, list.id);
    expect(view.body.list.physicianCount).toBe(finalRows.length);
    expect(view.body.physicians.total).toBe(finalRows.length);
    const listed = (await api<PhysicianList[]>('/api/lists', { token: u.token })).body;
    expect(listed.find((l) => l.id === list.id)?.physicianCount).toBe(finalRows.length);
  });
});

describe('GET /api/lists/{id}', () => {
  it('returns the list and its physicians paged by 25, newest additions first, without contact fields', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await createList(u);
    await add(u, list.id, ids.slice(0, 20));
    await add(u, list.id, ids.slice(20, 30));
    const p1 = await detail(u, list.id);
    expect(p1.status).toBe(200);
    const body = listDetail.parse(p1.body);
    expect(body.list.physicianCount).toBe(30);
    expect(body.physicians).toMatchObject({ total: 30, pageSize: 25 });
    expect(body.physicians.items).toHaveLength(25);
    // The later add comes first.
    expect(new Set(body.physicians.items.slice(0, 10).map((p) => p.id))).toEqual(new Set(ids.slice(20, 30)));
    for (const item of p1.body.physicians.items as unknown as Record<string, unknown>[]) {
      expect(item).not.toHaveProperty('personalEmail');
      expect(item).not.toHaveProperty('phone');
      expect(typeof item.addedAt).toBe('string');
    }
    const p2 = await detail(u, list.id, body.physicians.nextCursor ?? 'missing');
    expect(p2.body.physicians.items).toHaveLength(5);
    expect(p2.body.physicians.nextCursor).toBeNull();
  });

  it('skips members whose physician left the directory', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await createList(u);
    await add(u, list.id, ids.slice(0, 2));
    // A membership row for a profile that is gone (as between a removal and its clean-up), newest of all.
    const d = await stackDeps();
    const at = new Date().toISOString();
    await documentClient(d.config).send(
      new PutCommand({
        TableName: d.config.TABLE_NAME,
        Item: { pk: `LIST#${list.id}`, sk: 'MEMBER#phy_gone', ...keys.listMemberIndex(list.id, at, 'phy_gone'), type: 'listMember', listId: list.id, userId: u.id, physicianId: 'phy_gone', addedAt: at },
      }),
    );
    const res = await detail(u, list.id);
    expect(res.body.physicians.items.map((p) => p.id).sort()).toEqual(ids.slice(0, 2).sort());
  });

  it('is 401 anonymous and 400 for a malformed id', async () => {
    expect((await api('/api/lists/abc')).status).toBe(401);
    const u = await makeUser();
    expect((await api('/api/lists/%3Cx%3E', { token: u.token })).status).toBe(400);
  });
});

describe('PATCH /api/lists/{id}', () => {
  it('renames, re-describes and clears the description, bumping updatedAt', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Old', 'Old text');
    const res = await api<PhysicianList>(`/api/lists/${list.id}`, { method: 'PATCH', token: u.token, body: { name: ' New ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: list.id, name: 'New', description: 'Old text', createdAt: list.createdAt });
    expect(res.body.updatedAt > list.updatedAt).toBe(true);
    const cleared = await api<PhysicianList>(`/api/lists/${list.id}`, { method: 'PATCH', token: u.token, body: { description: null } });
    expect(cleared.body.description).toBeNull();
    const bad = await api(`/api/lists/${list.id}`, { method: 'PATCH', token: u.token, body: { name: '' } });
    expect(bad.status).toBe(400);
    expect((await api(`/api/lists/${list.id}`, { method: 'PATCH', token: u.token, body: {} })).status).toBe(400);
  });
});

describe('DELETE /api/lists/{id} and /api/lists/{id}/physicians/{physicianId}', () => {
  it('removes one member (204), then 404 for a non-member', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u);
    await add(u, list.id, ids.slice(0, 2));
    expect((await api(`/api/lists/${list.id}/physicians/${ids[0]}`, { method: 'DELETE', token: u.token })).status).toBe(204);
    expect((await api(`/api/lists/${list.id}/physicians/${ids[0]}`, { method: 'DELETE', token: u.token })).status).toBe(404);
    expect(await memberRows(list.id)).toEqual([ids[1]]);
    expect((await detail(u, list.id)).body.list.physicianCount).toBe(1);
  });

  it('deletes the list with its membership rows', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u);
    await add(u, list.id, ids.slice(0, 30));
    expect((await api(`/api/lists/${list.id}`, { method: 'DELETE', token: u.token })).status).toBe(204);
    expect(await memberRows(list.id)).toEqual([]);
    expect((await detail(u, list.id)).status).toBe(404);
    expect((await api<PhysicianList[]>('/api/lists', { token: u.token })).body).toEqual([]);
    expect((await api(`/api/lists/${list.id}`, { method: 'DELETE', token: u.token })).status).toBe(404);
  });
});

describe('owner scope: another user’s list is 404 on every route and stays unchanged', () => {
  it('refuses a second (premium) user everywhere', async () => {
    const victim = await makeUser({ tier: 'basic' });
    const attacker = await makeUser({ tier: 'premium' });
    const list = await createList(victim, 'Private', 'Mine');
    await add(victim, list.id, ids.slice(0, 3));
    const before = (await detail(victim, list.id)).body;

    const attempts = [
      api(`/api/lists/${list.id}`, { token: attacker.token }),
      api(`/api/lists/${list.id}`, { method: 'PATCH', token: attacker.token, body: { name: 'Pwned' } }),
      api(`/api/lists/${list.id}/physicians`, { method: 'POST', token: attacker.token, body: { physicianIds: ids.slice(10, 12) } }),
      api(`/api/lists/${list.id}/physicians/${ids[0]}`, { method: 'DELETE', token: attacker.token }),
      api(`/api/lists/${list.id}`, { method: 'DELETE', token: attacker.token }),
    ];
    for (const res of await Promise.all(attempts)) expect([res.status, codeOf(res.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await api<PhysicianList[]>('/api/lists', { token: attacker.token })).body).toEqual([]);
    expect((await detail(victim, list.id)).body).toEqual(before);
    expect(await memberRows(list.id)).toEqual(ids.slice(0, 3).sort());
    const d = await stackDeps();
    expect(await d.lists.memberIds(attacker.id, list.id)).toBeNull();
    expect((await d.lists.memberIds(victim.id, list.id))?.sort()).toEqual(ids.slice(0, 3).sort());
  });
});

describe('ListStore.removePhysicianEverywhere', () => {
  it('takes a physician off every list of every user, and only that physician', async () => {
    const a = await makeUser({ tier: 'basic' });
    const b = await makeUser({ tier: 'basic' });
    const la = await createList(a);
    const la2 = await createList(a);
    const lb = await createList(b);
    const target = ids[150]!;
    for (const [u, l] of [[a, la], [a, la2], [b, lb]] as const) await add(u, l.id, [target, ids[151]!]);
    const d = await stackDeps();
    expect(await d.lists.removePhysicianEverywhere(target)).toBe(3);
    for (const l of [la, la2, lb]) expect(await memberRows(l.id)).toEqual([ids[151]]);
    expect((await detail(b, lb.id)).body.list.physicianCount).toBe(1);
    expect(await d.lists.removePhysicianEverywhere(target)).toBe(0);
  });
});
