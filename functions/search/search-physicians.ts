import { visibleLimitOf } from '../core/access';
import { AppError } from '../core/errors';
import { PAGE_SIZE, type PhysicianSearchResult, physicianSearchQuery, physicianSearchResult } from '../core/schemas/physician';
import { subscriptionFor } from '../core/subscription';
import { http, ok } from '../http/endpoint';

/**
 * Anonymous and free callers get the first 20 rows of page 1 and nothing
 * beyond; the total stays exact so the upsell can name it. The subscription
 * read and the search run together (their latencies overlap); nothing is
 * returned until the access decision is made.
 */
export const searchPhysicians = http({ query: physicianSearchQuery, response: physicianSearchResult, summary: 'Search physicians (no contact fields)' }, async ({ query, principal }, d) => {
  const offset = (query.page - 1) * PAGE_SIZE;
  const [subscription, found] = await Promise.all([subscriptionFor(d.users, principal), d.search.search(query, { offset, limit: PAGE_SIZE })]);
  const limit = visibleLimitOf(principal, subscription);
  if (limit !== null && query.page > 1) throw new AppError('SUBSCRIPTION_REQUIRED', 'A subscription is required to see more results');
  const items = limit === null ? found.items : found.items.slice(0, limit);
  const result: PhysicianSearchResult = { items, total: found.total, page: query.page, pageSize: PAGE_SIZE, visibleLimit: limit };
  return ok(result);
});
