import { passesPaywall } from '../core/access';
import { AppError } from '../core/errors';
import { type PhysicianIdsResult, SELECT_ALL_MAX, physicianIdsResult, physicianSearchQuery } from '../core/schemas/physician';
import { subscriptionFor } from '../core/subscription';
import { http, ok } from '../http/endpoint';

/** Select All: the first 500 ids of the search in its order. Premium (or admin/demo, who bypass the paywall). */
export const selectAllPhysicians = http(
  { query: physicianSearchQuery.omit({ page: true }), response: physicianIdsResult, summary: 'Ids of the first 500 matches, for Select All' },
  async ({ query, principal }, d) => {
    // Read and search overlap; the ids are discarded unless the caller may have them.
    const [subscription, result] = await Promise.all([subscriptionFor(d.users, principal), d.search.searchIds(query, SELECT_ALL_MAX)]);
    if (!passesPaywall(principal, subscription, 'premium')) {
      // A basic subscriber is not on a free account: say what they lack, as the web does.
      const message = subscription.subscribed ? 'Selecting all results requires the Annual plan.' : 'You can only select up to 20 physicians with a free account';
      throw new AppError('SUBSCRIPTION_REQUIRED', message);
    }
    return ok(result satisfies PhysicianIdsResult);
  },
);
