import { AppError } from '../core/errors';
import { type CandidateMark, type MarksResult, marksQuery, marksResult } from '../core/schemas/marks';
import { http, ok } from '../http/endpoint';

/**
 * "In your lists" and "Exported on" for one results page: the caller's own
 * marks of up to 25 physicians (one batched read) joined with the caller's
 * own lists (one Query) for their names; for a team member, the lists other
 * members shared with the team and the team's exports too (issue 26 item 4),
 * never another member's private lists. The team comes from the caller's link. A list id with no list of the caller's (a list
 * deleted mid-way) is not shown.
 */
export const getMarks = http(
  { query: marksQuery, response: marksResult, summary: "The caller's lists (and their team's shared lists) holding each physician and when the caller or their team last exported them (at most 25 ids)" },
  async ({ query, principal }, d) => {
    if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
    const [marks, lists, link] = await Promise.all([d.marks.marksOf(principal.id, query.ids), d.lists.listsOf(principal.id), d.teams.linkOf(principal.id)]);
    const team = link ? await d.marks.teamMarksOf(link.teamId, principal.id, query.ids) : [];
    const teamOf = new Map(team.map((t) => [t.physicianId, t]));
    const names = new Map(lists.map((l) => [l.id, l.name]));
    const ids = [...new Set([...marks.map((m) => m.physicianId), ...teamOf.keys()])];
    const ownOf = new Map(marks.map((m) => [m.physicianId, m]));
    const items = ids.flatMap((physicianId): CandidateMark[] => {
      const own = ownOf.get(physicianId);
      const shared = teamOf.get(physicianId);
      const held = (own?.listIds ?? []).flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      });
      held.push(...(shared?.lists ?? []));
      held.sort((a, b) => a.name.localeCompare(b.name));
      // The latest of the caller's own export and the team's: either is a reason not to call again.
      const dates = [own?.exportedAt, shared?.exportedAt].filter((x): x is string => typeof x === 'string').sort();
      const exportedAt = dates.at(-1) ?? null;
      return held.length || exportedAt ? [{ physicianId, lists: held, exportedAt }] : [];
    });
    const order = new Map(query.ids.map((id, i) => [id, i]));
    items.sort((a, b) => (order.get(a.physicianId) ?? 0) - (order.get(b.physicianId) ?? 0));
    const body: MarksResult = { items };
    return ok(body);
  },
);
