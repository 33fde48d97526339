import { FREE, visibleLimitOf } from '../core/access';
import { AppError } from '../core/errors';
import { PAGE_SIZE, type PhysicianSearchResult, physicianSearchQuery, physicianSearchResult } from '../core/schemas/physician';
import { http, ok } from '../http/endpoint';

/**
 * Anonymous and free callers get the first 20 rows of page 1 and nothing
 * beyond; the total stays exact so the upsell can name it.
 */
export const searchPhysicians = http({ query: physicianSearchQuery, response: physicianSearchResult, summary: 'Search physicians (no contact fields)' }, async ({ query, principal }, d) => {
  const subscription = principal ? ((await d.users.subscriptionOf(principal.id)) ?? FREE) : FREE;
  const limit = visibleLimitOf(principal, subscription);
  if (limit !== null && query.page > 1) throw new AppError('SUBSCRIPTION_REQUIRED', 'A subscription is required to see more results');
  const offset = (query.page - 1) * PAGE_SIZE;
  const found = await d.search.search(query, { offset, limit: limit ?? PAGE_SIZE });
  const result: PhysicianSearchResult = { items: found.items, total: found.total, page: query.page, pageSize: PAGE_SIZE, visibleLimit: limit };
  return ok(result);
});
