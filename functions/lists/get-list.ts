import { summaryOf } from '../core/physician';
import { LIST_PAGE_SIZE, type ListDetail, listDetail, listDetailQuery, listIdParams } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, listView, signedIn } from './guard';

/**
 * One list and a page of its physicians, newest additions first. A member
 * whose profile has left the directory is skipped (removal also takes it
 * off every list, so this only bridges the moment in between).
 */
export const getList = http({ params: listIdParams, query: listDetailQuery, response: listDetail, summary: 'One of the caller’s lists with a page of its physicians' }, async ({ params, query, principal }, d) => {
  const user = signedIn(principal);
  const [list, members] = await Promise.all([d.lists.get(user.id, params.id), d.lists.members(user.id, params.id)]);
  if (!list || !members) throw listNotFound();
  const window = members.slice((query.page - 1) * LIST_PAGE_SIZE, query.page * LIST_PAGE_SIZE);
  const records = await d.physicians.getMany(window.map((m) => m.physicianId));
  const byId = new Map(records.map((r) => [r.id, r]));
  const items = window.flatMap((m) => {
    const r = byId.get(m.physicianId);
    return r ? [{ ...summaryOf(r), addedAt: m.addedAt }] : [];
  });
  const body: ListDetail = { list: listView(list), physicians: { items, total: members.length, page: query.page, pageSize: LIST_PAGE_SIZE } };
  return ok(body);
});
