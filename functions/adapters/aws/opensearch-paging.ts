import type { SearchSortKey } from '../../core/search/matcher';
import type { SearchBody } from './opensearch-dsl';
import { intentScored } from './opensearch-intent-order';
import { type BodyWindow, SEARCH_TIMEOUT, sortOf } from './opensearch-query';

/**
 * Deep pages at bounded cost (issue 15). What OpenSearch pays for a page is
 * a priority queue of from + size sort entries, so:
 * - next/previous continue from the anchor row with `search_after`: size
 *   entries, whatever the page number;
 * - a page number alone reaches 10,000 rows at most (PAGE_JUMP_MAX, a rule
 *   of the handler, functions/search/page-depth.ts, issue 23), so a jump
 *   sorts at most 10,000 entries;
 * - a cursor whose anchor row was removed meanwhile is served by its page
 *   number, no deeper than page 400 (page-depth.ts), so no read sorts more
 *   than 10,000 entries (MAX_RESULT_WINDOW);
 * - a jump past the middle of the matches reads the reversed order, so
 *   from never exceeds half the matches.
 *
 * No point in time: the search Lambdas are stateless and a PIT id would
 * have to travel through the client, and IAM lets the read role call only
 * _search/_count. PIT would keep a frozen view across pages; we do not need
 * one, because the composite sort key ends with the unique id, so the order
 * is total and `search_after` lands on the right row of the live index.
 * Rows added or removed between two pages shift the page numbers slightly,
 * which is what a live directory should do.
 */

/**
 * Below this many rows a forward page costs at most the queue OpenSearch
 * allows by default (index.max_result_window 10,000); deeper without a total
 * hint, one size-0 count first is cheaper than sorting the whole prefix.
 */
export const COUNT_FIRST_FROM = 10_000;

/**
 * Where a page of `offset`/`limit` is cheapest to read given the exact total:
 * forward, or from the end of the reversed order (hits then reversed). A
 * page past the end asks for no rows.
 */
export const planPage = (offset: number, limit: number, total: number): BodyWindow => {
  if (offset >= total) return { offset: 0, limit: 0 };
  const end = Math.min(total, offset + limit);
  return total - end < offset ? { offset: total - end, limit: end - offset, reversed: true } : { offset, limit };
};

/** Only the plain forward plan is right whatever the total is; the others must be checked against the exact total. */
export const dependsOnTotal = (plan: BodyWindow, offset: number, limit: number): boolean => plan.reversed === true || plan.offset !== offset || plan.limit !== limit;

/**
 * The anchor row's sort key for this order, by id through `_search` (the
 * read role may not GET `_doc` or `_mget`). The key comes back as the hit's
 * `sort` value; no `_source` is read. Filters do not matter: the key is a
 * position in the order of the whole index, which is all `search_after` needs.
 */
export const anchorBody = (key: SearchSortKey | undefined, id: string, intentAsOf?: string): SearchBody => ({
  // The intent order's first value is the anchor's rank score at the query's time, so it is scored the same way.
  query: key === 'intent' ? intentScored({ ids: { values: [id] } }, intentAsOf) : { ids: { values: [id] } },
  sort: sortOf(key, 'asc'),
  from: 0,
  size: 1,
  track_total_hits: false,
  _source: false,
  timeout: SEARCH_TIMEOUT,
});

/** Size 0: the exact total, nothing sorted or collected (a `_count` through `_search`). */
export const countWindow: BodyWindow = { offset: 0, limit: 0 };
