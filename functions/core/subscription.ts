import { FREE, type SubscriptionState } from './access';
import { planLabel } from './plans';
import type { SubscriptionRecord, UserStore } from './ports';
import type { Principal } from './principal';
import type { SubscriptionStatus } from './schemas/me';
import type { TeamStore } from './team-ports';

type PlanDeps = { users: UserStore; teams: Pick<TeamStore, 'linkOf'> };

/**
 * A user's subscription, or, when they have no live one of their own and are
 * in a team, the team owner's plan (issue 26): read on every request from the
 * link beside the user, so a deactivated member loses it at the very next
 * one. Only the plan is lent, never the owner's price or billing dates. Both
 * reads are `USER#` items, which every feature that checks access may read
 * (search included).
 */
export const subscriptionRecordFor = async (d: PlanDeps, userId: string): Promise<SubscriptionRecord | null> => {
  const [own, link] = await Promise.all([d.users.subscriptionOf(userId), d.teams.linkOf(userId)]);
  if (own?.subscribed || !link || link.ownerId === userId) return own;
  const team = await d.users.subscriptionOf(link.ownerId);
  if (!team?.subscribed) return own;
  return { subscribed: true, tier: team.tier, status: team.status, ...(team.planName ? { planName: team.planName } : {}), ...(own?.firstPurchasedAt ? { firstPurchasedAt: own.firstPurchasedAt } : {}) };
};

/** The caller's subscription as the access rules see it; anonymous callers and users without one are free. */
export const subscriptionFor = async (d: PlanDeps, p: Principal | null): Promise<SubscriptionState> => (p ? ((await subscriptionRecordFor(d, p.id)) ?? FREE) : FREE);

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
