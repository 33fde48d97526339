import type { SearchFilters, SearchWindow } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { INTENT_AS_OF } from './conformance-intent';
import { distanceFilterOf } from './distance';
import { comparatorOf, predicateOf } from './matcher';

/**
 * Paging cases of the conformance suite (issue 15): next/previous chains
 * by cursor, and jumps with right, stale and absent total hints, must give
 * exactly the pages the page numbers give under the reference order.
 */

export type PageFn = (q: SearchFilters, w: SearchWindow) => Promise<{ ids: string[]; total: number }>;

const f = (q: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...q });

/** Every order, many hits (walked) and few hits (sorted positions), and a filter the anchor may not pass. */
export const pagingQueries: ReadonlyArray<SearchFilters> = [
  f({}),
  f({ sortKey: 'name', sortDirection: 'desc' }),
  f({ sortKey: 'specialty', sortDirection: 'desc' }),
  f({ sortKey: 'location' }),
  f({ query: 'ann', sortDirection: 'desc' }),
  f({ specialty: ['neurology'], sortKey: 'location' }),
  // Under 1/16 of the rows: the columnar engine's sorted-positions path, with its binary search for the anchor.
  f({ companyRevenue: ['$1B+'], state: 'CA', sortDirection: 'desc' }),
  f({ companyRevenue: ['$1B+'], state: 'CA', sortKey: 'specialty' }),
  f({ state: 'CA', sortKey: 'location', sortDirection: 'desc' }),
  // The intent order (issue 25): chains cross the looking/open and open/rest boundaries at one query time.
  f({ sortKey: 'intent', intentAsOf: INTENT_AS_OF }),
  f({ sortKey: 'intent', intentAsOf: INTENT_AS_OF, companyRevenue: ['$1B+'], state: 'CA' }),
  f({ sortKey: 'intent', intentAsOf: INTENT_AS_OF, openToWork: true }),
];

/** A page size that leaves a short last page over the conformance documents. */
export const PAGING_LIMIT = 7;

/** The reference's pages of `limit` rows, in order. */
export const expectedPages = (docs: readonly PhysicianSummary[], q: SearchFilters, limit: number): string[][] => {
  const ids = docs.filter(predicateOf(q)).sort(comparatorOf(q.sortKey, q.sortDirection, distanceFilterOf(q)?.origin, q.intentAsOf)).map((d) => d.id);
  return Array.from({ length: Math.ceil(ids.length / limit) }, (_, i) => ids.slice(i * limit, (i + 1) * limit));
};

/**
 * Next from page 1 to the last page, then previous back to page 1, each step
 * sending only the cursor of the page it came from (the way the web does).
 */
export const walkChains = async (page: PageFn, q: SearchFilters, limit: number) => {
  let current = await page(q, { offset: 0, limit });
  const forward = [current.ids];
  let n = 1;
  while (current.ids.length === limit && n * limit < current.total) {
    current = await page(q, { offset: n * limit, limit, anchor: { id: current.ids.at(-1) as string, side: 'after' } });
    forward.push(current.ids);
    n++;
  }
  const backward = [current.ids];
  for (let k = n - 1; k >= 1; k--) {
    current = await page(q, { offset: (k - 1) * limit, limit, anchor: { id: current.ids[0] as string, side: 'before' } });
    backward.unshift(current.ids);
  }
  return { forward, backward };
};

/** Jumps: the exact total as a hint, a stale one either way, none, and the last page and past the end. */
export const jumpWindows = (total: number): SearchWindow[] => [
  { offset: 0, limit: 25, totalHint: total },
  { offset: 100, limit: 25, totalHint: total },
  { offset: Math.max(0, total - 30), limit: 25, totalHint: total },
  { offset: Math.max(0, total - 10), limit: 25, totalHint: total },
  { offset: Math.max(0, total - 30), limit: 25, totalHint: total + 50 },
  { offset: Math.max(0, total - 30), limit: 25, totalHint: Math.max(0, total - 200) },
  { offset: Math.max(0, total - 30), limit: 25 },
  { offset: total + 25, limit: 25, totalHint: total + 100 },
];
