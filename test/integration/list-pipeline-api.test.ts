import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/core/ids';
import { errorBody } from '../../functions/core/schemas/error';
import type { ListMemberState } from '../../functions/core/schemas/list-pipeline';
import { LISTS_MAX, type ListDetail, type PhysicianList, encodeListCursor } from '../../functions/core/schemas/lists';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { api } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const fieldsOf = (body: unknown) => Object.keys(errorBody.parse(body).error.details ?? {});

let ids: string[] = [];
beforeAll(async () => {
  const premium = await makeUser({ tier: 'premium' });
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
  expect(ids.length).toBeGreaterThanOrEqual(60);
});

const createList = async (u: TestUser, name: string) => (await api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name } })).body;
const add = (u: TestUser, listId: string, physicianIds: string[]) => api(`/api/lists/${listId}/physicians`, { method: 'POST', token: u.token, body: { physicianIds } });
const patch = (u: TestUser | null, listId: string, physicianId: string, body: unknown) =>
  api<ListMemberState>(`/api/lists/${listId}/physicians/${physicianId}`, { method: 'PATCH', ...(u ? { token: u.token } : {}), body });
const view = (u: TestUser, listId: string, query: Record<string, string> = {}) => api<ListDetail>(`/api/lists/${listId}?${new URLSearchParams(query).toString()}`, { token: u.token });

/** A list made through the store, for callers the API would not let create one (demo, free). */
const storeList = async (u: TestUser, physicianIds: string[]) => {
  const d = await stackDeps();
  const at = new Date().toISOString();
  const id = newId(new Date());
  expect(await d.lists.create({ id, userId: u.id, name: 'Kept list', description: null, createdAt: at, updatedAt: at }, LISTS_MAX)).toBe(true);
  await d.lists.addMembers(u.id, id, physicianIds, at, 100);
  return id;
};

describe('PATCH /api/lists/{id}/physicians/{physicianId}', () => {
  it('sets status and note, shows them on the list with the per-status counts, and clears the note with null', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Pipeline');
    await add(u, list.id, ids.slice(0, 3));
    const res = await patch(u, list.id, ids[1]!, { status: 'contacted', note: '  Left a voicemail  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ physicianId: ids[1], status: 'contacted', note: 'Left a voicemail' });
    const shown = (await view(u, list.id)).body;
    expect(shown.physicians.items.find((p) => p.id === ids[1])).toMatchObject({ status: 'contacted', note: 'Left a voicemail' });
    expect(shown.physicians.items.find((p) => p.id === ids[0])).toMatchObject({ status: 'new', note: null, statusUpdatedAt: null });
    expect(shown.physicians.statusCounts).toEqual({ new: 2, contacted: 1, interested: 0, not_interested: 0, placed: 0 });
    // Only the note: the status stays.
    expect((await patch(u, list.id, ids[1]!, { note: null })).body).toMatchObject({ status: 'contacted', note: null });
    expect((await patch(u, list.id, ids[1]!, { status: 'placed' })).body).toMatchObject({ status: 'placed', note: null });
    expect((await view(u, list.id)).body.physicians.statusCounts).toMatchObject({ new: 2, contacted: 0, placed: 1 });
  });

  it('validates the body with field errors: unknown status, a note over 1,000 characters, nothing to update, unknown fields', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Validation');
    await add(u, list.id, [ids[0]!]);
    const cases: Array<[unknown, string]> = [
      [{ status: 'hired' }, 'status'],
      [{ note: 'x'.repeat(1001) }, 'note'],
      [{}, 'body'],
      [{ status: 'new', owner: 'me' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await patch(u, list.id, ids[0]!, body);
      expect([res.status, codeOf(res.body)]).toEqual([400, 'VALIDATION']);
      if (field) expect(fieldsOf(res.body).join()).toContain(field);
    }
    expect((await patch(u, list.id, ids[0]!, { note: 'y'.repeat(1000) })).status).toBe(200);
  });

  it('refuses anonymous (401), demo (403), another user (404) and a physician not on the list (404); a lapsed (free) owner may', async () => {
    const owner = await makeUser({ tier: 'premium' });
    const list = await createList(owner, 'Mine');
    await add(owner, list.id, [ids[0]!]);
    expect((await patch(null, list.id, ids[0]!, { status: 'contacted' })).status).toBe(401);
    const other = await makeUser({ tier: 'premium' });
    const stranger = await patch(other, list.id, ids[0]!, { status: 'contacted' });
    expect([stranger.status, codeOf(stranger.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await patch(owner, list.id, ids[5]!, { status: 'contacted' })).status).toBe(404);
    expect((await view(owner, list.id)).body.physicians.items[0]).toMatchObject({ status: 'new' });

    const demo = await makeUser({ groups: ['demo'] });
    const demoList = await storeList(demo, [ids[0]!]);
    const refused = await patch(demo, demoList, ids[0]!, { status: 'contacted' });
    expect([refused.status, codeOf(refused.body)]).toEqual([403, 'DEMO_RESTRICTED']);
    const free = await makeUser();
    const freeList = await storeList(free, [ids[0]!]);
    expect((await patch(free, freeList, ids[0]!, { status: 'interested' })).status).toBe(200);
  });
});

describe('GET /api/lists/{id}: filter and sort by status', () => {
  it('pages one status exactly (full pages, no repeats, total = that status), and sorts by pipeline stage', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Big pipeline');
    const members = ids.slice(0, 40);
    await add(u, list.id, members);
    const contacted = members.slice(3, 33);
    for (const id of contacted) expect((await patch(u, list.id, id, { status: 'contacted' })).status).toBe(200);
    await patch(u, list.id, members[0]!, { status: 'placed' });

    const first = (await view(u, list.id, { status: 'contacted' })).body.physicians;
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();
    const second = (await view(u, list.id, { status: 'contacted', cursor: first.nextCursor! })).body.physicians;
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items];
    expect(seen.every((p) => p.status === 'contacted')).toBe(true);
    expect(new Set(seen.map((p) => p.id))).toEqual(new Set(contacted));

    const sorted = (await view(u, list.id, { sort: 'status' })).body.physicians;
    const next = (await view(u, list.id, { sort: 'status', cursor: sorted.nextCursor! })).body.physicians;
    const order = [...sorted.items, ...next.items].map((p) => p.status);
    expect(order).toEqual([...Array(9).fill('new'), ...Array(30).fill('contacted'), 'placed']);
  });

  it('refuses a cursor of another view (400 on cursor) and an unknown status or sort', async () => {
    const u = await makeUser({ tier: 'basic' });
    const list = await createList(u, 'Views');
    const added = encodeListCursor({ addedAt: '2999-01-01T00:00:00.000Z', physicianId: ids[0]! });
    const byStatus = encodeListCursor({ addedAt: '2999-01-01T00:00:00.000Z', physicianId: ids[0]!, status: 'new' });
    const byName = encodeListCursor({ addedAt: '2999-01-01T00:00:00.000Z', physicianId: ids[0]!, byName: true });
    const views: Array<Record<string, string>> = [{ status: 'contacted', cursor: added }, { sort: 'added', cursor: byStatus }, { status: 'contacted', cursor: byStatus }, { status: 'hired' }, { sort: 'surname' }, { sort: 'name', cursor: byStatus }, { sort: 'name', cursor: added }, { sort: 'added', cursor: byName }];
    for (const query of views) {
      const res = await view(u, list.id, query);
      expect([res.status, codeOf(res.body)]).toEqual([400, 'VALIDATION']);
    }
    expect((await view(u, list.id, { sort: 'status', cursor: byStatus })).status).toBe(200);
    expect((await view(u, list.id, { sort: 'name', cursor: byName })).status).toBe(200);
  });
});

describe('POST /api/exports of a list', () => {
  it('carries List Status and List Note for each member', async () => {
    const u = await makeUser({ tier: 'premium' });
    const list = await createList(u, 'Export me');
    await add(u, list.id, ids.slice(0, 2));
    await patch(u, list.id, ids[0]!, { status: 'interested', note: 'Wants Boston, nights OK' });
    const res = await api<{ url: string }>('/api/exports', { method: 'POST', token: u.token, body: { listId: list.id } });
    expect(res.status).toBe(200);
    const text = (await (await fetch(res.body.url)).text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = parse(text) as string[][];
    const [status, note] = [header!.indexOf('List Status'), header!.indexOf('List Note')];
    expect(status).toBeGreaterThan(0);
    const cells = rows.map((r) => [r[status], r[note]]);
    expect(cells).toContainEqual(['Interested', 'Wants Boston, nights OK']);
    expect(cells).toContainEqual(['New', '']);
  });
});
