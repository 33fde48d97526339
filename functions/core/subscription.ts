import { FREE, type SubscriptionState } from './access';
import { planLabel } from './plans';
import type { SubscriptionRecord, UserStore } from './ports';
import type { Principal } from './principal';
import type { SubscriptionStatus } from './schemas/me';

/** The caller's subscription as the access rules see it; anonymous callers and users without one are free. */
export const subscriptionFor = async (users: UserStore, p: Principal | null): Promise<SubscriptionState> =>
  p ? ((await users.subscriptionOf(p.id)) ?? FREE) : FREE;

/** The subscription as /api/me (and the checkout success check) report it; no record is the free plan. */
export const subscriptionView = (s: SubscriptionRecord | null): SubscriptionStatus => {
  const r: SubscriptionRecord = s ?? { ...FREE, status: 'inactive' };
  return {
    subscribed: r.subscribed,
    tier: r.tier,
    plan_name: planLabel(r.tier, r.planName),
    price_amount: r.priceAmount ?? null,
    currency: r.currency ?? null,
    billing_interval: r.billingInterval ?? null,
    status: r.status,
    // Only a live subscription has a period; a canceled record keeps none to report.
    cancel_at_period_end: r.subscribed && (r.cancelAtPeriodEnd ?? false),
    current_period_end: r.subscribed ? (r.currentPeriodEnd ?? null) : null,
    // Account history, not the live plan: kept after a cancellation, as the guarantee's window is.
    first_purchased_at: r.firstPurchasedAt ?? null,
  };
};
