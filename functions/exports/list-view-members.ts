import type { Deps } from '../core/deps';
import type { ListMember, ListMemberEntry, ListPageRequest } from '../core/list-ports';
import { EXPORT_LIST_MAX, type ListExportView } from '../core/schemas/exports';

/**
 * Members read per page: more than the page's 25 for fewer round trips, few
 * enough that a page of long notes stays far under DynamoDB's 1 MB a Query.
 */
const EXPORT_PAGE = 250;

/**
 * The members the list page shows in `view`, all its pages in its order, at
 * most `max`: read through the very store reads GET /api/lists/{id} pages
 * with (a status filter reads that status's rows, sort=status the pipeline
 * order, otherwise newest added first), so the file and the page can never
 * disagree (issue 21: a filtered view of 1 exported all 117). Several
 * statuses are read one after another in pipeline order, as the status sort
 * shows them (with sort=name, each status's members by name). Members in `view.exclude` (unticked after Select all on the
 * list page) are left out as they are read. Null when the list is not the caller's.
 */
export const listViewMembers = async (d: Deps, userId: string, view: ListExportView, max = EXPORT_LIST_MAX): Promise<ListMemberEntry[] | null> => {
  const byName = view.sort === 'name' ? { byName: true } : {};
  const passes: Array<Pick<ListPageRequest, 'status' | 'byStatus' | 'byName'>> = view.status
    ? view.status.map((status) => ({ status, ...byName }))
    : [view.sort === 'name' ? byName : { byStatus: view.sort === 'status' }];
  const rows: ListMemberEntry[] = [];
  const excluded = new Set(view.exclude ?? []);
  for (const pass of passes) {
    let after: ListMember | null = null;
    do {
      const page = await d.lists.members(userId, view.listId, { ...pass, limit: Math.min(EXPORT_PAGE, max - rows.length), ...(after ? { after } : {}) });
      if (!page) return null;
      rows.push(...page.items.filter((m) => !excluded.has(m.physicianId)));
      after = page.next;
    } while (after && rows.length < max);
    if (rows.length >= max) break;
  }
  return rows.slice(0, max);
};
