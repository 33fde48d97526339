import { summaryOf } from '../core/physician';
import { LIST_PAGE_SIZE, type ListDetail, encodeListCursor, listDetail, listDetailQuery, listIdParams } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, listView, signedIn } from './guard';

/**
 * One list and a page of its physicians with their status and note: newest
 * additions first through gsi2, or, with a status filter or `sort=status`,
 * in pipeline order from the list's status rows, or, with `sort=name`, in
 * name order from its name rows. Either way DynamoDB's own pagination (the
 * cursor is the last member of the previous page, with its status in the
 * status views; a name cursor names the member only). A member whose profile has left the directory
 * is skipped (removal also takes it off every list, so this only bridges the
 * moment in between).
 */
export const getList = http(
  { errors: ['CONFLICT'], params: listIdParams, query: listDetailQuery, response: listDetail, summary: 'One of the caller’s lists with a page of its physicians (cursor paging; filter by status, sort by added date, status or name)' },
  async ({ params, query, principal }, d) => {
    const user = signedIn(principal);
    const page = {
      limit: LIST_PAGE_SIZE,
      ...(query.cursor ? { after: query.cursor } : {}),
      ...(query.status ? { status: query.status } : {}),
      byStatus: query.sort === 'status',
      byName: query.sort === 'name',
    };
    const [list, members] = await Promise.all([d.lists.get(user.id, params.id), d.lists.members(user.id, params.id, page)]);
    if (!list || !members) throw listNotFound();
    const records = await d.physicians.getMany(members.items.map((m) => m.physicianId));
    const byId = new Map(records.map((r) => [r.id, r]));
    const items = members.items.flatMap((m) => {
      const r = byId.get(m.physicianId);
      return r ? [{ ...summaryOf(r), addedAt: m.addedAt, status: m.status, note: m.note, statusUpdatedAt: m.statusUpdatedAt }] : [];
    });
    const nextCursor = members.next ? encodeListCursor(members.next) : null;
    const total = query.status ? list.statusCounts[query.status] : list.physicianCount;
    const body: ListDetail = { list: listView(list), physicians: { items, total, pageSize: LIST_PAGE_SIZE, nextCursor, statusCounts: list.statusCounts } };
    return ok(body);
  },
);
