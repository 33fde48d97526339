import { randomBytes } from 'node:crypto';
import type { Config } from '../../core/config';
import { type PaidPlan, isTeamPrice, paidPlans, planOfStripePrice } from '../../core/plans';
import { TEAM_SEAT_TIERS, teamPlan } from '../../core/team-pricing';

/**
 * The local checkout simulator's objects, in Stripe's shapes (the fields our
 * code and the simulator pages read), so the webhook handler reads them with
 * the same code as Stripe's. Fields named `sim_*` are the simulator's own
 * bookkeeping and are not sent in events.
 */

export interface SimPrice {
  id: string;
  object: 'price';
  /** Null on a tiered price, as in Stripe: its tiers say what a quantity costs. */
  unit_amount: number | null;
  currency: string;
  recurring: { interval: string };
  nickname: string;
  billing_scheme?: 'per_unit' | 'tiered';
  tiers_mode?: 'volume' | null;
  tiers?: { up_to: number | 'inf'; unit_amount: number; flat_amount: number | null }[];
}

export interface SimCustomer {
  id: string;
  object: 'customer';
  email: string;
  metadata: { userId: string };
  created: number;
  /** The customer's latest subscription, which the portal manages. */
  sim_subscription: string | null;
}

export interface SimCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string;
  customer: string;
  subscription: string | null;
  metadata: { userId: string };
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  expires_at: number;
  amount_total: number;
  currency: string;
  livemode: false;
  sim_price: SimPrice;
  /** The quantity bought: a team plan's seats (absent on sessions stored before quantities). */
  sim_quantity?: number;
}

export interface SimSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: SimPrice;
  quantity: number;
  // The paid period, on the item as in Stripe's current API; absent on items stored before the simulator kept it.
  current_period_start?: number;
  current_period_end?: number;
}

export interface SimSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  items: { object: 'list'; data: SimSubscriptionItem[] };
  metadata: { userId: string; teamId?: string };
  created: number;
  start_date: number;
  /** The last invoice (a renewal or a quantity change's prorations). */
  latest_invoice?: string | null;
  cancel_at_period_end: boolean;
  /** Set with cancel_at_period_end, to the period end, as Stripe does. Absent on subscriptions stored before it was kept. */
  cancel_at?: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  livemode: false;
}

export interface SimPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
  created: number;
  /** A plan-switch deep link: the price the portal offers to confirm. */
  sim_switch_to: string | null;
}

export interface SimInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  /** Cents; negative when prorations credit more than they charge (Stripe credits the customer's balance). */
  total: number;
  amount_paid: number;
  currency: string;
  lines: { object: 'list'; data: { description: string; amount: number; quantity: number; proration: boolean }[] };
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  created: number;
  livemode: false;
}

export type SimObject = SimCustomer | SimCheckoutSession | SimSubscription | SimPortalSession | SimInvoice;

/** Ids in Stripe's form (`cus_`, `cs_test_`, ...), random enough that one user cannot guess another's. */
export const simId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

type PriceConfig = Pick<Config, 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL' | 'STRIPE_PRICE_TEAM'>;

/** The team plan's price as Stripe holds it: per seat per year, tiered in volume mode. */
const teamPrice = (id: string): SimPrice => ({
  id,
  object: 'price',
  unit_amount: null,
  currency: teamPlan.currency,
  recurring: { interval: teamPlan.billingInterval },
  nickname: teamPlan.planName,
  billing_scheme: 'tiered',
  tiers_mode: 'volume',
  tiers: TEAM_SEAT_TIERS.map((t) => ({ up_to: t.upTo ?? 'inf', unit_amount: t.unitAmount, flat_amount: null })),
});

/**
 * What `quantity` of a price costs for one period, in cents, as Stripe
 * computes it: per unit, or in volume mode the one tier the whole quantity
 * reaches, every unit at its price plus its flat amount.
 */
export const amountOf = (price: SimPrice, quantity: number): number => {
  if (price.billing_scheme !== 'tiered' || !price.tiers) return (price.unit_amount ?? 0) * quantity;
  const tier = price.tiers.find((t) => t.up_to === 'inf' || quantity <= t.up_to) ?? price.tiers.at(-1);
  return tier ? quantity * tier.unit_amount + (tier.flat_amount ?? 0) : 0;
};

/** The configured Stripe price of a plan, as a Stripe price object. */
export const simPrice = (c: PriceConfig, stripePriceId: string): SimPrice | null => {
  if (isTeamPrice(c, stripePriceId)) return teamPrice(stripePriceId);
  const plan: PaidPlan | null = planOfStripePrice(c, stripePriceId);
  if (!plan) return null;
  return {
    id: stripePriceId,
    object: 'price',
    unit_amount: plan.priceAmount * 100,
    currency: plan.currency,
    recurring: { interval: plan.billingInterval },
    nickname: plan.planName,
  };
};

/** The other plan's price, for the portal's switch button; none for the team plan, whose seats change from Account → Team. */
export const otherPrice = (c: PriceConfig, stripePriceId: string): SimPrice | null =>
  isTeamPrice(c, stripePriceId) ? null : simPrice(c, stripePriceId === c.STRIPE_PRICE_MONTHLY ? c.STRIPE_PRICE_ANNUAL : c.STRIPE_PRICE_MONTHLY);

export const planOfPrice = (price: SimPrice): Omit<PaidPlan, 'priceId'> =>
  price.billing_scheme === 'tiered' ? teamPlan : price.recurring.interval === 'year' ? paidPlans.price_annual : paidPlans.price_monthly;

/** When a period that starts at `start` (seconds) ends: one calendar month or year later, in UTC, as Stripe bills. */
export const periodEndOf = (start: number, interval: string): number => {
  const d = new Date(start * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
};

/** Drops the simulator's own fields: what leaves in an event is Stripe's shape only. */
export const stripeShape = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith('sim_'))) as Partial<T>;

export interface SimEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

export const simEvent = (type: string, object: object, previous?: Record<string, unknown>): SimEvent => ({
  id: simId('evt'),
  object: 'event',
  api_version: '2026-10-28.endive',
  created: nowSeconds(),
  type,
  livemode: false,
  pending_webhooks: 1,
  request: { id: simId('req'), idempotency_key: null },
  data: { object: stripeShape(object), ...(previous ? { previous_attributes: previous } : {}) },
});

/** What a simulated action changed: the Stripe-shaped events to deliver, in order. */
export interface SimOutcome {
  events: SimEvent[];
}
