import { AppError } from '../core/errors';
import { type CandidateMark, type MarksResult, marksQuery, marksResult } from '../core/schemas/marks';
import { http, ok } from '../http/endpoint';

/**
 * "In your lists" and "Exported on" for one results page: the caller's own
 * marks of up to 25 physicians (one batched read) joined with the caller's
 * own lists (one Query) for their names. Nothing of anybody else's is read:
 * every key is the caller's. A list id with no list of the caller's (a list
 * deleted mid-way) is not shown.
 */
export const getMarks = http(
  { query: marksQuery, response: marksResult, summary: "The caller's lists holding each physician and when the caller last exported them (at most 25 ids)" },
  async ({ query, principal }, d) => {
    if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
    const [marks, lists] = await Promise.all([d.marks.marksOf(principal.id, query.ids), d.lists.listsOf(principal.id)]);
    const names = new Map(lists.map((l) => [l.id, l.name]));
    const items = marks.flatMap((m): CandidateMark[] => {
      const held = m.listIds.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      });
      held.sort((a, b) => a.name.localeCompare(b.name));
      return held.length || m.exportedAt ? [{ physicianId: m.physicianId, lists: held, exportedAt: m.exportedAt }] : [];
    });
    const order = new Map(query.ids.map((id, i) => [id, i]));
    items.sort((a, b) => (order.get(a.physicianId) ?? 0) - (order.get(b.physicianId) ?? 0));
    const body: MarksResult = { items };
    return ok(body);
  },
);
