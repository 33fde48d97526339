import type { ListBulkRequest } from '@core/schemas/list-bulk';
import type { MemberStatus } from '@core/schemas/list-pipeline';

/** Physicians one request may name by id (LIST_ADD_MAX on the server); Select all has no such bound. */
export const BY_HAND_MAX = 500;

/**
 * What is ticked on a list page: members one by one (any page), or every
 * member of the view shown ("Select all") minus those unticked since. The
 * second is sent as `{all, filter, exclude}`, so it reaches every page, not
 * only the ones loaded.
 */
export type ListSelection = { mode: 'ids'; ids: ReadonlySet<string> } | { mode: 'all'; exclude: ReadonlySet<string> };

export const nothingSelected: ListSelection = { mode: 'ids', ids: new Set() };
export const everySelected: ListSelection = { mode: 'all', exclude: new Set() };

export const isSelected = (s: ListSelection, id: string): boolean => (s.mode === 'all' ? !s.exclude.has(id) : s.ids.has(id));

const flipped = (set: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> => {
  const next = new Set(set);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
};

/** Ticks or unticks members; in Select all mode an untick joins the exclusions instead. */
export const setSelected = (s: ListSelection, ids: readonly string[], on: boolean): ListSelection =>
  s.mode === 'all' ? { mode: 'all', exclude: flipped(s.exclude, ids, !on) } : { mode: 'ids', ids: flipped(s.ids, ids, on) };

/** How many are selected, given how many members the view holds. */
export const selectedCount = (s: ListSelection, total: number): number => (s.mode === 'all' ? Math.max(0, total - s.exclude.size) : s.ids.size);

/** Why the selection cannot be sent as it is, or null. */
export const selectionProblem = (s: ListSelection, total: number): string | null => {
  if (selectedCount(s, total) === 0) return 'Select at least one physician';
  if (s.mode === 'ids' && s.ids.size > BY_HAND_MAX) return `Tick at most ${BY_HAND_MAX} one by one, or use Select all`;
  return null;
};

/** The selection in the bulk request's words; `filter` is the view's status filter, which Select all applies to. */
export const selectionBody = (s: ListSelection, filter: MemberStatus | null): Pick<ListBulkRequest, 'physicianIds' | 'all' | 'filter' | 'exclude'> =>
  s.mode === 'all' ? { all: true, ...(filter ? { filter } : {}), exclude: [...s.exclude] } : { physicianIds: [...s.ids] };
