import { summaryOf } from '../core/physician';
import { LIST_PAGE_SIZE, type ListDetail, encodeListCursor, listDetail, listDetailQuery, listIdParams } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, listView, signedIn } from './guard';
import { FORMER_MEMBER, changerNames, listAccess, mayManage } from './shared-access';

/**
 * One list and a page of its physicians with their status and note: newest
 * additions first through gsi2, or, with a status filter or `sort=status`,
 * in pipeline order from the list's status rows, or, with `sort=name`, in
 * name order from its name rows. Either way DynamoDB's own pagination (the
 * cursor is the last member of the previous page, with its status in the
 * status views; a name cursor names the member only). A member whose profile has left the directory
 * is skipped (removal also takes it off every list, so this only bridges the
 * moment in between). The caller's own list, or one shared with their team.
 */
export const getList = http(
  { errors: ['CONFLICT'], params: listIdParams, query: listDetailQuery, response: listDetail, summary: 'One of the caller’s lists, or one shared with their team, with a page of its physicians (cursor paging; filter by status, sort by added date, status or name)' },
  async ({ params, query, principal }, d) => {
    const user = signedIn(principal);
    const page = {
      limit: LIST_PAGE_SIZE,
      ...(query.cursor ? { after: query.cursor } : {}),
      ...(query.status ? { status: query.status } : {}),
      byStatus: query.sort === 'status',
      byName: query.sort === 'name',
    };
    // Access first: a cursor or filter of another team's list reads nothing.
    const access = await listAccess(d, user, params.id);
    if (!access) throw listNotFound();
    const { list } = access;
    const members = await d.lists.members(access.ownerId, params.id, page);
    if (!members) throw listNotFound();
    const [records, names] = await Promise.all([
      d.physicians.getMany(members.items.map((m) => m.physicianId)),
      changerNames(d, user, access.teamId, members.items.map((m) => m.changedBy)),
    ]);
    const byId = new Map(records.map((r) => [r.id, r]));
    const items = members.items.flatMap((m) => {
      const r = byId.get(m.physicianId);
      const changedBy = m.changedBy === null ? null : (names.get(m.changedBy) ?? FORMER_MEMBER);
      return r ? [{ ...summaryOf(r), addedAt: m.addedAt, status: m.status, note: m.note, statusUpdatedAt: m.statusUpdatedAt, changedBy }] : [];
    });
    const nextCursor = members.next ? encodeListCursor(members.next) : null;
    const total = query.status ? list.statusCounts[query.status] : list.physicianCount;
    const view = listView(list, { sharedBy: access.owner?.email ?? null, mayManage: mayManage(access) });
    const body: ListDetail = { list: view, physicians: { items, total, pageSize: LIST_PAGE_SIZE, nextCursor, statusCounts: list.statusCounts } };
    return ok(body);
  },
);
