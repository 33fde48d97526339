import type { SubscriptionSnapshot } from '../core/billing';
import type { Deps } from '../core/deps';
import { teamAccountOf } from '../core/subscription';
import { seatTierOf, teamPlan } from '../core/team-pricing';
import type { SubscriptionChange } from './subscription-transition';

/** The team plan as a member gets it: the per-seat price of the tier the team's quantity reaches (a tiered price has no unit amount). */
const planFor = (quantity: number) => ({ ...teamPlan, priceAmount: seatTierOf(quantity).unitAmount / 100 });

/**
 * A team plan's subscription changed (issue 26 item 2): its record, kept for
 * the team (core/subscription.ts teamAccountOf), follows the same rules as a
 * user's (late, repeated and out-of-order events), and its quantity becomes
 * the team's paid seats, never set back by an older event. A canceled or
 * ended subscription keeps the seats it had; access stops with its status.
 */
export const applyTeamSnapshot = async (
  d: Deps,
  settle: (account: string, change: SubscriptionChange) => Promise<string>,
  teamId: string,
  created: number,
  subscription: SubscriptionSnapshot,
  ended: boolean,
): Promise<string> => {
  const outcome = await settle(teamAccountOf(teamId), { kind: 'snapshot', created, subscription, ended, plan: planFor(subscription.quantity) });
  if (ended || !subscription.itemId || !outcome.startsWith('applied')) return `team ${outcome}`;
  const seats = await d.teams.recordPaidSeats(teamId, subscription.quantity, { subscriptionId: subscription.id, itemId: subscription.itemId, eventCreated: created });
  return `team ${outcome}, ${seats ? `${subscription.quantity} seats` : 'seats kept (a newer event set them)'}`;
};

/** The team a failed invoice's subscription pays for, if it is a team plan's. */
export const teamOfSubscription = async (d: Deps, subscriptionId: string | null): Promise<string | null> => {
  if (!subscriptionId) return null;
  return (await d.billing.getSubscription(subscriptionId))?.teamId ?? null;
};
