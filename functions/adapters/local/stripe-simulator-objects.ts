import { randomBytes } from 'node:crypto';
import type { Config } from '../../core/config';
import { type PaidPlan, paidPlans, planOfStripePrice } from '../../core/plans';

/**
 * The local checkout simulator's objects, in Stripe's shapes (the fields our
 * code and the simulator pages read), so the webhook handler reads them with
 * the same code as Stripe's. Fields named `sim_*` are the simulator's own
 * bookkeeping and are not sent in events.
 */

export interface SimPrice {
  id: string;
  object: 'price';
  unit_amount: number;
  currency: string;
  recurring: { interval: string };
  nickname: string;
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
  metadata: { userId: string };
  created: number;
  start_date: number;
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

export type SimObject = SimCustomer | SimCheckoutSession | SimSubscription | SimPortalSession;

/** Ids in Stripe's form (`cus_`, `cs_test_`, ...), random enough that one user cannot guess another's. */
export const simId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The configured Stripe price of a plan, as a Stripe price object. */
export const simPrice = (c: Pick<Config, 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL'>, stripePriceId: string): SimPrice | null => {
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

/** The other plan's price, for the portal's switch button. */
export const otherPrice = (c: Pick<Config, 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL'>, stripePriceId: string): SimPrice | null =>
  simPrice(c, stripePriceId === c.STRIPE_PRICE_MONTHLY ? c.STRIPE_PRICE_ANNUAL : c.STRIPE_PRICE_MONTHLY);

export const planOfPrice = (price: SimPrice): PaidPlan => (price.recurring.interval === 'year' ? paidPlans.price_annual : paidPlans.price_monthly);

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
