import { FREE, type SubscriptionState } from './access';
import { planLabel } from './plans';
import type { SubscriptionRecord, UserStore } from './ports';
import type { Principal } from './principal';
import type { SubscriptionStatus } from './schemas/me';
import type { TeamStore } from './team-ports';

type PlanDeps = { users: UserStore; teams: Pick<TeamStore, 'linkOf'> };

/**
 * Where a team plan's subscription record is kept (issue 26 item 2): in a
 * `USER#` partition of its own, so every feature that checks access may read
 * it under the same grant as a user's own record, and a handover of the team
 * does not move it.
 */
export const teamAccountOf = (teamId: string): string => `TEAM#${teamId}`;

const lent = (from: SubscriptionRecord, own: SubscriptionRecord | null): SubscriptionRecord => ({
  subscribed: true,
  tier: from.tier,
  status: from.status,
  ...(from.planName ? { planName: from.planName } : {}),
  ...(own?.firstPurchasedAt ? { firstPurchasedAt: own.firstPurchasedAt } : {}),
});

/**
 * A user's subscription, or, when they have no live one of their own and are
 * in a team, the team's: its team plan (the owner included) once it has one,
 * whose status every member follows (past due or canceled: no paid access),
 * else the owner's personal plan. Read on every request from the link beside
 * the user, so a deactivated member loses it at the very next one. Only the
 * plan is lent, never a price or billing dates. Every read is a `USER#` item,
 * which every feature that checks access may read (search included).
 */
export const subscriptionRecordFor = async (d: PlanDeps, userId: string): Promise<SubscriptionRecord | null> => {
  const [own, link] = await Promise.all([d.users.subscriptionOf(userId), d.teams.linkOf(userId)]);
  if (own?.subscribed || !link) return own;
  const [team, owner] = await Promise.all([d.users.subscriptionOf(teamAccountOf(link.teamId)), link.ownerId === userId ? null : d.users.subscriptionOf(link.ownerId)]);
  if (team) return team.subscribed ? lent(team, own) : own;
  return owner?.subscribed ? lent(owner, own) : own;
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
