import { isActiveStatus, type SubscriptionSnapshot } from '../core/billing';
import type { PaidPlan } from '../core/plans';
import type { SubscriptionRecord } from '../core/ports';

/** One thing Stripe told us about a user's subscription, stamped with its event's `created`. */
export type SubscriptionChange =
  | { readonly kind: 'snapshot'; readonly created: number; readonly subscription: SubscriptionSnapshot; readonly ended: boolean; readonly plan: Omit<PaidPlan, 'priceId'> | null }
  | { readonly kind: 'payment-failed'; readonly created: number; readonly subscriptionId: string | null };

export type Verdict = { readonly apply: SubscriptionRecord } | { readonly skip: string };

/** The first purchase time survives every change: the guarantee counts from it, never from a renewal. */
const kept = (current: SubscriptionRecord | null) => (current?.firstPurchasedAt ? { firstPurchasedAt: current.firstPurchasedAt } : {});

/**
 * Stamps the first purchase when a subscription becomes active on an account
 * that never paid: no record yet, or one only ever left by an unpaid checkout
 * (Stripe's incomplete statuses). A record from before the stamp was kept
 * that has been paid stays without one: its real first purchase is unknown,
 * and a renewal's time would put it too late.
 */
const firstPurchase = (current: SubscriptionRecord | null, created: number) => {
  if (current?.firstPurchasedAt) return {};
  const neverPaid = !current || current.status === 'inactive' || current.status.startsWith('incomplete');
  return neverPaid ? { firstPurchasedAt: new Date(created * 1000).toISOString() } : {};
};

/**
 * The subscription a user has after a change, or why the change is ignored.
 * Stripe may deliver events late, twice or out of order, so a change older
 * than the state already applied is ignored, a canceled subscription never
 * comes back, and an old subscription ending does not end a newer one.
 * A cancellation at the period end is still an active subscription: access
 * ends with Stripe's deletion (or a status that stops service), not before.
 * Pure: the webhook handler reads, decides here, and writes conditionally.
 */
export const nextSubscription = (current: SubscriptionRecord | null, change: SubscriptionChange): Verdict => {
  if (current?.stripeEventCreated !== undefined && change.created < current.stripeEventCreated) {
    return { skip: 'older than the state already applied' };
  }
  const subscriptionId = change.kind === 'snapshot' ? change.subscription.id : change.subscriptionId;
  const known = current?.stripeSubscriptionId;
  const same = known !== undefined && known === subscriptionId;
  if (same && current?.status === 'canceled') return { skip: 'that subscription is already canceled' };
  const other = known !== undefined && subscriptionId !== null && known !== subscriptionId;
  const linked = subscriptionId ?? known;
  const stamp = { stripeEventCreated: change.created, ...(linked ? { stripeSubscriptionId: linked } : {}), ...kept(current) };

  if (change.kind === 'payment-failed') {
    if (other) return { skip: 'the failed invoice is of another subscription' };
    if (!current?.subscribed) return { skip: 'not subscribed' };
    // Stripe marks the subscription past_due after a failed renewal; access stops until it is paid.
    return { apply: { subscribed: false, tier: 'free', status: 'past_due', ...stamp } };
  }

  const status = change.ended ? 'canceled' : change.subscription.status;
  if (!isActiveStatus(status)) {
    if (other && current?.subscribed) return { skip: 'another subscription is current' };
    return { apply: { subscribed: false, tier: 'free', status, ...stamp } };
  }
  const plan = change.plan;
  if (!plan) return { skip: `price ${change.subscription.priceId ?? '(none)'} is not one this product sells` };
  const { unitAmount, currency, interval, cancelAtPeriodEnd, currentPeriodEnd } = change.subscription;
  return {
    apply: {
      subscribed: true,
      tier: plan.tier,
      planName: plan.planName,
      // What the customer actually pays, in whole units as /api/me reports; the catalog if Stripe did not say.
      priceAmount: unitAmount !== null ? unitAmount / 100 : plan.priceAmount,
      currency: currency ?? plan.currency,
      billingInterval: interval ?? plan.billingInterval,
      status,
      // A scheduled cancellation keeps access: the Terms promise the paid period, and Stripe ends it with a deletion.
      cancelAtPeriodEnd,
      ...(currentPeriodEnd !== null ? { currentPeriodEnd: new Date(currentPeriodEnd * 1000).toISOString() } : {}),
      ...stamp,
      ...firstPurchase(current, change.created),
    },
  };
};
