import { FREE, isAdmin, isDemo, passesPaywall } from '../core/access';
import { AppError } from '../core/errors';
import { SELECT_ALL_MAX } from '../core/schemas/physician';
import { type PhysicianIdsResult, physicianIdsResult, physicianSelectAllQuery } from '../core/schemas/physician-search';
import { distanceFilterOf } from '../core/search/distance';
import { subscriptionFor } from '../core/subscription';
import { http, ok } from '../http/endpoint';
import { withMarkExclusions } from './mark-exclusions';

/**
 * Select All: the first 500 ids of the search in its order. Premium (or
 * admin/demo, who bypass the paywall). Anyone else may be refused, so the
 * subscription is read first and the engine is asked only once the caller
 * passes (issue 15): a refused request costs one read, and an anonymous one
 * none.
 */
export const selectAllPhysicians = http(
  { access: 'plan', errors: ['UNAVAILABLE'], query: physicianSelectAllQuery, response: physicianIdsResult, summary: 'Ids of the first 500 matches, for Select All' },
  async ({ query, principal }, d) => {
    distanceFilterOf(query);
    const bypass = isAdmin(principal) || isDemo(principal);
    const subscription = bypass ? FREE : await subscriptionFor(d, principal);
    if (!passesPaywall(principal, subscription, 'premium')) {
      // A basic subscriber is not on a free account: say what they lack, as the web does.
      const message = subscription.subscribed ? 'Selecting all results requires the Annual plan.' : 'You can only select up to 20 physicians with a free account';
      throw new AppError('SUBSCRIPTION_REQUIRED', message);
    }
    const filters = await withMarkExclusions(d, principal, query);
    return ok((await d.search.searchIds(filters, SELECT_ALL_MAX)) satisfies PhysicianIdsResult);
  },
);
