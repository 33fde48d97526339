import { visibleLimitOf } from '../core/access';
import { AppError } from '../core/errors';
import type { SearchWindow } from '../core/ports';
import type { Principal } from '../core/principal';
import { PAGE_SIZE, type PhysicianSearchQuery, type PhysicianSearchResult, physicianSearchQuery, physicianSearchResult } from '../core/schemas/physician';
import { distanceFilterOf } from '../core/search/distance';
import { subscriptionFor } from '../core/subscription';
import type { Deps } from '../core/deps';
import { http, ok } from '../http/endpoint';
import { withMarkExclusions } from './mark-exclusions';

const MAX_PAGE = 10_000;

const refused = () => new AppError('SUBSCRIPTION_REQUIRED', 'A subscription is required to see more results');

/**
 * Page 1 is open to everyone, so its subscription read and search overlap.
 * A later page is refused to anonymous and free callers, so it reads the
 * subscription first (anonymous callers read nothing) and only then
 * searches: a refused request never reaches the engine (issue 15).
 */
const visibleLimitFor = async (page: number, principal: Principal | null, d: Deps, search: () => Promise<void>) => {
  if (page === 1) {
    const [subscription] = await Promise.all([subscriptionFor(d.users, principal), search()]);
    return visibleLimitOf(principal, subscription);
  }
  if (!principal) throw refused();
  const limit = visibleLimitOf(principal, await subscriptionFor(d.users, principal));
  if (limit !== null) throw refused();
  await search();
  return limit;
};

const windowOf = ({ page, after, before, totalHint }: PhysicianSearchQuery): SearchWindow => {
  if (after && before) throw new AppError('VALIDATION', 'Send after or before, not both', { before: ['Send after or before, not both'] });
  const anchor = after ? { id: after, side: 'after' as const } : before ? { id: before, side: 'before' as const } : undefined;
  return { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, ...(anchor ? { anchor } : {}), ...(totalHint !== undefined ? { totalHint } : {}) };
};

/**
 * Anonymous and free callers get the first 20 rows of page 1 and nothing
 * beyond; the total stays exact so the upsell can name it. Cursors name the
 * first and last row shown (ids only), for callers who may page at all.
 */
export const searchPhysicians = http({ query: physicianSearchQuery, response: physicianSearchResult, summary: 'Search physicians (no contact fields)' }, async ({ query, principal }, d) => {
  const { page, after: _a, before: _b, totalHint: _t, ...asked } = query;
  const window = windowOf(query);
  // An unknown ZIP or half a distance filter is a 400 before any read (core/search/distance.ts).
  distanceFilterOf(asked);
  // "Not in my lists" / "never exported": 401 for anonymous callers, before any search.
  const filters = await withMarkExclusions(d, principal, asked);
  let found = { items: [] as PhysicianSearchResult['items'], total: 0 };
  const limit = await visibleLimitFor(page, principal, d, async () => {
    found = await d.search.search(filters, window);
  });
  const items = limit === null ? found.items : found.items.slice(0, limit);
  const pageable = limit === null && items.length > 0;
  const hasNext = pageable && page < MAX_PAGE && items.length === PAGE_SIZE && page * PAGE_SIZE < found.total;
  const result: PhysicianSearchResult = {
    items,
    total: found.total,
    page,
    pageSize: PAGE_SIZE,
    visibleLimit: limit,
    nextCursor: hasNext ? (items[items.length - 1]?.id ?? null) : null,
    prevCursor: pageable && page > 1 ? (items[0]?.id ?? null) : null,
  };
  return ok(result);
});
