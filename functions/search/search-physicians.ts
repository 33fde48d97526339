import { visibleLimitOf } from '../core/access';
import { AppError } from '../core/errors';
import { withLiveIntent } from '../core/intent';
import type { SearchFilters, SearchPage, SearchWindow } from '../core/ports';
import type { Principal } from '../core/principal';
import { PAGE_SIZE } from '../core/schemas/physician';
import { type PhysicianSearchQuery, type PhysicianSearchResult, physicianSearchQuery, physicianSearchResult } from '../core/schemas/physician-search';
import { distanceFilterOf } from '../core/search/distance';
import { subscriptionFor } from '../core/subscription';
import type { Deps } from '../core/deps';
import { http, ok } from '../http/endpoint';
import { intentCursorOf, readCursor } from './intent-cursor';
import { withMarkExclusions } from './mark-exclusions';
import { fallbackOffset, lastReachablePage, refuseDeepJump, servedPage } from './page-depth';

const refused = () => new AppError('SUBSCRIPTION_REQUIRED', 'A subscription is required to see more results');

/** The query's first rows: all a caller under a visible limit may ever be served, whatever else it sent. */
const FIRST_PAGE: SearchWindow = { offset: 0, limit: PAGE_SIZE };

const windowOf = ({ page, after, before, totalHint }: PhysicianSearchQuery, anchorId: string | undefined): SearchWindow => {
  if (after && before) throw new AppError('VALIDATION', 'Send after or before, not both', { before: ['Send after or before, not both'] });
  const anchor = anchorId === undefined ? undefined : { id: anchorId, side: after ? ('after' as const) : ('before' as const) };
  if (page === 1 && !anchor) return FIRST_PAGE;
  const offset = anchor ? fallbackOffset(page) : (page - 1) * PAGE_SIZE;
  return { offset, limit: PAGE_SIZE, ...(anchor ? { anchor } : {}), ...(totalHint !== undefined ? { totalHint } : {}) };
};

/**
 * The plain first page is open to everyone, so its subscription read and
 * search overlap. Any other window (a later page, or page 1 reached by a
 * cursor) is only for callers who may page: it reads the subscription first
 * (anonymous callers read nothing). A later page is refused to anonymous and
 * free callers before the engine is reached (issue 15); page 1 by cursor
 * serves them the plain first page instead, so no cursor walks past the
 * visible rows (issue 21). A page number past the jump depth is refused to
 * callers who may page, once the paywall has answered (page-depth.ts).
 */
const searchWithin = async (page: number, window: SearchWindow, sortKey: SearchFilters['sortKey'], principal: Principal | null, d: Deps, search: (w: SearchWindow) => Promise<void>) => {
  if (window === FIRST_PAGE) {
    const [subscription] = await Promise.all([subscriptionFor(d, principal), search(window)]);
    return visibleLimitOf(principal, subscription);
  }
  if (!principal && page > 1) throw refused();
  const limit = visibleLimitOf(principal, await subscriptionFor(d, principal));
  if (limit !== null && page > 1) throw refused();
  if (limit === null) refuseDeepJump(page, window, sortKey);
  await search(limit === null ? window : FIRST_PAGE);
  return limit;
};

/**
 * Anonymous and free callers get the first 20 rows of page 1 and nothing
 * beyond; the total stays exact so the upsell can name it. Cursors name the
 * first and last row shown (ids only), for callers who may page at all.
 */
export const searchPhysicians = http({ errors: ['SUBSCRIPTION_REQUIRED', 'UNAVAILABLE'], query: physicianSearchQuery, response: physicianSearchResult, summary: 'Search physicians (no contact fields)' }, async ({ query, principal }, d) => {
  const { page: askedPage, after: _a, before: _b, totalHint: _t, ...asked } = query;
  const cursor = query.after ?? query.before;
  // Only the intent order reads a cursor's query time; any other order takes the id and ignores the rest.
  const read = cursor === undefined ? undefined : readCursor(cursor, d.now());
  const window = windowOf(query, read?.id);
  // An unknown ZIP or half a distance filter is a 400 before any read (core/search/distance.ts).
  distanceFilterOf(asked);
  // "Not in my lists" / "never exported": 401 for anonymous callers, before any search.
  const filters = await withMarkExclusions(d, principal, asked, asked.sortKey === 'intent' ? read?.asOf : undefined);
  let found: SearchPage = { items: [], total: 0 };
  let page = askedPage;
  const limit = await searchWithin(askedPage, window, asked.sortKey, principal, d, async (w) => {
    found = await d.search.search(filters, w);
    page = servedPage(askedPage, w, found.anchored);
  });
  // An intent past its expiry is not shown even before the expiry job clears it (issue 25).
  const now = d.now();
  const items = (limit === null ? found.items : found.items.slice(0, limit)).map((i) => withLiveIntent(i, now));
  const pageable = limit === null && items.length > 0;
  const cursorOf = (id: string | undefined) => (id === undefined ? null : filters.sortKey === 'intent' && filters.intentAsOf ? intentCursorOf(id, filters.intentAsOf) : id);
  const hasNext = pageable && page < lastReachablePage(asked.sortKey) && items.length === PAGE_SIZE && page * PAGE_SIZE < found.total;
  const result: PhysicianSearchResult = {
    items,
    total: found.total,
    page,
    pageSize: PAGE_SIZE,
    visibleLimit: limit,
    nextCursor: hasNext ? cursorOf(items[items.length - 1]?.id) : null,
    prevCursor: pageable && page > 1 ? cursorOf(items[0]?.id) : null,
  };
  return ok(result);
});
