import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ListSort, MEMBER_STATUS_LABELS, type MemberStatus, foldName } from '../../functions/core/schemas/list-pipeline';
import type { ListDetail, PhysicianList } from '../../functions/core/schemas/lists';
import type { ExportResult } from '../../functions/core/schemas/exports';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { type ApiResponse, api } from '../support/stack';
import { type TestUser, makeUser } from '../support/users';

/**
 * Issue 21, item 5: a list page and its export show exactly the same rows,
 * in the same order, whatever the page's status filter and sort.
 */
type View = { status?: MemberStatus; sort?: ListSort };

let ids: string[] = [];
beforeAll(async () => {
  const premium = await makeUser({ tier: 'premium' });
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
});

/** Every row the list page shows in `view`, walking its pages by cursor as the web does. */
const pageRows = async (u: TestUser, listId: string, view: View) => {
  const rows: ListDetail['physicians']['items'] = [];
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({ ...view, ...(cursor ? { cursor } : {}) });
    const res: ApiResponse<ListDetail> = await api<ListDetail>(`/api/lists/${listId}?${query.toString()}`, { token: u.token });
    expect(res.status).toBe(200);
    rows.push(...res.body.physicians.items);
    cursor = res.body.physicians.nextCursor;
  } while (cursor);
  return rows;
};

/** The export's rows as [Full Name, List Status]. */
const exportRows = async (u: TestUser, body: Record<string, unknown>) => {
  const res = await api<ExportResult>('/api/exports', { method: 'POST', token: u.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const text = (await (await fetch(res.body.url)).text()).replace(/^\uFEFF/, '');
  const [header, ...rows] = parse(text) as string[][];
  const [name, status] = [header!.indexOf('Full Name'), header!.indexOf('List Status')];
  expect(res.body.count).toBe(rows.length);
  return rows.map((r) => [r[name], r[status]]);
};

const shown = (rows: ListDetail['physicians']['items']) => rows.map((p) => [p.fullName, MEMBER_STATUS_LABELS[p.status]]);

describe('POST /api/exports {listId, status, sort}: the rows of the list page', () => {
  let owner: TestUser;
  let listId: string;
  const contacted = () => ids.slice(5, 8);

  beforeAll(async () => {
    owner = await makeUser({ tier: 'basic' });
    listId = (await api<PhysicianList>('/api/lists', { method: 'POST', token: owner.token, body: { name: 'Pipeline export' } })).body.id;
    // Two adds: members added in one call share their time, so the order within it is the tie-break of each view.
    for (const batch of [ids.slice(0, 30), ids.slice(30, 40)]) {
      expect((await api(`/api/lists/${listId}/physicians`, { method: 'POST', token: owner.token, body: { physicianIds: batch } })).status).toBe(200);
    }
    const changes: Array<[string, MemberStatus]> = [...contacted().map((id): [string, MemberStatus] => [id, 'contacted']), [ids[12]!, 'placed'], [ids[33]!, 'interested'], [ids[20]!, 'interested']];
    for (const [id, status] of changes) expect((await api(`/api/lists/${listId}/physicians/${id}`, { method: 'PATCH', token: owner.token, body: { status } })).status).toBe(200);
  });

  it('exports only the rows a status filter shows (3 of 40), not the whole list', async () => {
    const view = await pageRows(owner, listId, { status: 'contacted' });
    expect(view).toHaveLength(3);
    const rows = await exportRows(owner, { listId, status: ['contacted'] });
    expect(rows).toEqual(shown(view));
    expect(rows.every(([, status]) => status === 'Contacted')).toBe(true);
  });

  it('follows every page and the order of each view: newest added, pipeline order, one status over two pages', async () => {
    const views: View[] = [{}, { sort: 'status' }, { status: 'new' }, { status: 'interested', sort: 'status' }, { sort: 'name' }, { status: 'new', sort: 'name' }];
    for (const view of views) {
      const page = await pageRows(owner, listId, view);
      const body = { listId, ...(view.status ? { status: [view.status] } : {}), ...(view.sort ? { sort: view.sort } : {}) };
      expect(await exportRows(owner, body), JSON.stringify(view)).toEqual(shown(page));
    }
    expect((await pageRows(owner, listId, { status: 'new' })).length).toBe(34);
  });

  it('sort=name: last name, then first name, case and accents aside, over every page; each status by name under a filter', async () => {
    const byName = (rows: ListDetail['physicians']['items']) => rows.map((p) => `${foldName(p.lastName)}\u0001${foldName(p.firstName)}`);
    const all = byName(await pageRows(owner, listId, { sort: 'name' }));
    expect(all).toHaveLength(40);
    expect(all).toEqual([...all].sort());
    const newOnes = byName(await pageRows(owner, listId, { status: 'new', sort: 'name' }));
    expect(newOnes).toHaveLength(34);
    expect(newOnes).toEqual([...newOnes].sort());
    expect(await exportRows(owner, { listId, status: ['placed', 'contacted'], sort: 'name' })).toEqual(
      // Statuses in pipeline order, as without a sort; each by name.
      shown([...(await pageRows(owner, listId, { status: 'contacted', sort: 'name' })), ...(await pageRows(owner, listId, { status: 'placed', sort: 'name' }))]),
    );
  });

  it('exports several statuses in pipeline order, as the status sort shows them', async () => {
    const expected = [...(await pageRows(owner, listId, { status: 'contacted' })), ...(await pageRows(owner, listId, { status: 'placed' }))];
    expect(await exportRows(owner, { listId, status: ['placed', 'contacted'] })).toEqual(shown(expected));
  });
});
