import { thousands } from '../core/thousands';
import { AppError } from '../core/errors';
import type { SearchFilters, SearchWindow } from '../core/ports';
import { PAGE_JUMP_MAX, PAGE_SIZE } from '../core/schemas/physician-constants';

type SortKey = SearchFilters['sortKey'];

/** The page cap of the query schema: cursors reach no further. */
export const MAX_PAGE = 10_000;

/**
 * Bounded deep paging (issue 23), in the handler so every engine follows it.
 * What a page costs OpenSearch is a queue of from + size sort entries, so a
 * page number alone may reach PAGE_JUMP_MAX (10,000 rows); a cursor reads one
 * page from its anchor (search_after) at any depth. The distance order has no
 * cursors (a cursor there is served as the offset), so it stops at the jump
 * depth: its 10,000 nearest rows.
 *
 * Refused, not clamped: an answer for page 400 to a request for page 5,000
 * would label rows with the wrong numbers, and the web never asks (its pager
 * offers no page number past the depth), so only a hand-made or stale URL
 * meets the 400, which says what to do instead.
 */
const pagesByCursor = (sortKey: SortKey) => sortKey !== 'distance';

/** The last page the next cursor of this order may lead to. */
export const lastReachablePage = (sortKey: SortKey): number => (pagesByCursor(sortKey) ? MAX_PAGE : PAGE_JUMP_MAX);

/**
 * The offset a cursor's page falls back to when its anchor row is gone (removed
 * between two clicks): the page number's own offset, but no deeper than the
 * jump depth, so that rare read costs no more than any jump. The answer then
 * says which page it is (search-physicians.ts), and the web shows that number.
 */
export const fallbackOffset = (page: number): number => (Math.min(page, PAGE_JUMP_MAX) - 1) * PAGE_SIZE;

/** The page a window's rows are: its own, unless the anchor was gone and the offset served instead. */
export const servedPage = (page: number, window: SearchWindow, anchored: boolean | undefined): number =>
  window.anchor && !anchored ? Math.floor(window.offset / PAGE_SIZE) + 1 : page;

export const refuseDeepJump = (page: number, window: SearchWindow, sortKey: SortKey): void => {
  if (page <= PAGE_JUMP_MAX || (window.anchor && pagesByCursor(sortKey))) return;
  const message = pagesByCursor(sortKey)
    ? `Page numbers go up to ${PAGE_JUMP_MAX}; past page ${PAGE_JUMP_MAX}, use Next and Previous.`
    : `Sorted by distance, results go up to page ${PAGE_JUMP_MAX} (the nearest ${thousands(PAGE_JUMP_MAX * PAGE_SIZE)}); narrow the search to see others.`;
  throw new AppError('VALIDATION', message, { page: [message] });
};
