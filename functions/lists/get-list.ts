import { summaryOf } from '../core/physician';
import { LIST_PAGE_SIZE, type ListDetail, encodeListCursor, listDetail, listDetailQuery, listIdParams } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, listView, signedIn } from './guard';

/**
 * One list and a page of its physicians, newest additions first, read with
 * DynamoDB's own pagination (the cursor is the last member of the previous
 * page). A member whose profile has left the directory is skipped (removal
 * also takes it off every list, so this only bridges the moment in between).
 */
export const getList = http(
  { params: listIdParams, query: listDetailQuery, response: listDetail, summary: 'One of the caller’s lists with a page of its physicians (cursor paging)' },
  async ({ params, query, principal }, d) => {
    const user = signedIn(principal);
    const page = { limit: LIST_PAGE_SIZE, ...(query.cursor ? { after: query.cursor } : {}) };
    const [list, members] = await Promise.all([d.lists.get(user.id, params.id), d.lists.members(user.id, params.id, page)]);
    if (!list || !members) throw listNotFound();
    const records = await d.physicians.getMany(members.items.map((m) => m.physicianId));
    const byId = new Map(records.map((r) => [r.id, r]));
    const items = members.items.flatMap((m) => {
      const r = byId.get(m.physicianId);
      return r ? [{ ...summaryOf(r), addedAt: m.addedAt }] : [];
    });
    const nextCursor = members.next ? encodeListCursor(members.next) : null;
    const body: ListDetail = { list: listView(list), physicians: { items, total: list.physicianCount, pageSize: LIST_PAGE_SIZE, nextCursor } };
    return ok(body);
  },
);
