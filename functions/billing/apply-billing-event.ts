import type { BillingEvent } from '../core/billing';
import type { Deps } from '../core/deps';
import { teamAccountOf } from '../core/subscription';
import { isTeamPrice, planOfStripePrice } from '../core/plans';
import { applyTeamSnapshot, teamOfSubscription } from './apply-team-event';
import { type SubscriptionChange, nextSubscription } from './subscription-transition';

// Two webhooks for one user racing each other: a few rereads settle it; more means something is wrong.
const ATTEMPTS = 3;

/** Reads, decides, writes only if nobody wrote in between; rereads when somebody did. The account is a user, or a team's plan (teamAccountOf). */
const settle = async (d: Deps, userId: string, change: SubscriptionChange): Promise<string> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await d.users.subscriptionOf(userId);
    const verdict = nextSubscription(current, change);
    if ('skip' in verdict) return `skipped: ${verdict.skip}`;
    if (await d.users.replaceSubscription(userId, verdict.apply, current ? (current.version ?? 0) : null)) return `applied: ${verdict.apply.status}`;
  }
  throw new Error(`Subscription of ${userId} kept changing under a webhook`);
};

/** Our customer link first (we made it); the user id we put in Stripe's metadata when the link is missing. */
const userOf = async (d: Deps, customerId: string | null, fromMetadata: string | null): Promise<string | null> =>
  (customerId ? await d.ledger.userOfCustomer(customerId) : null) ?? fromMetadata;

/** What a verified, first-seen Stripe event does to a user's subscription; returns a line for the log. */
export const applyBillingEvent = async (event: BillingEvent, d: Deps): Promise<string> => {
  switch (event.kind) {
    case 'checkout-completed': {
      const { checkout } = event;
      const userId = await userOf(d, checkout.customerId, checkout.userId);
      if (!userId || !checkout.subscriptionId) return 'skipped: no user or no subscription';
      // The session names the subscription but not its price or status: ask for the subscription as it is now.
      const subscription = await d.billing.getSubscription(checkout.subscriptionId);
      if (!subscription) return 'skipped: subscription not found';
      if (subscription.teamId && isTeamPrice(d.config, subscription.priceId)) return applyTeamSnapshot(d, (a, c) => settle(d, a, c), subscription.teamId, event.created, subscription, false);
      return settle(d, userId, { kind: 'snapshot', created: event.created, subscription, ended: false, plan: planOfStripePrice(d.config, subscription.priceId) });
    }
    case 'subscription-changed': {
      const { subscription, ended } = event;
      if (subscription.teamId && isTeamPrice(d.config, subscription.priceId)) return applyTeamSnapshot(d, (a, c) => settle(d, a, c), subscription.teamId, event.created, subscription, ended);
      const userId = await userOf(d, subscription.customerId, subscription.userId);
      if (!userId) return 'skipped: unknown customer';
      return settle(d, userId, { kind: 'snapshot', created: event.created, subscription, ended, plan: planOfStripePrice(d.config, subscription.priceId) });
    }
    case 'payment-failed': {
      // A team plan's failed renewal stops every member's paid access, as a user's own does theirs.
      const teamId = await teamOfSubscription(d, event.subscriptionId);
      if (teamId) return `team ${await settle(d, teamAccountOf(teamId), { kind: 'payment-failed', created: event.created, subscriptionId: event.subscriptionId })}`;
      const userId = await userOf(d, event.customerId, null);
      if (!userId) return 'skipped: unknown customer';
      return settle(d, userId, { kind: 'payment-failed', created: event.created, subscriptionId: event.subscriptionId });
    }
    case 'other':
      return 'ignored';
  }
};
