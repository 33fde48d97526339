import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '../aws/sdk/lib-dynamodb';
import type { Config } from '../../core/config';
import type { UserIdentity } from '../../core/ports';
import { keys } from '../aws/dynamo-client';
import {
  type SimCheckoutSession,
  type SimCustomer,
  type SimOutcome,
  type SimInvoice,
  type SimObject,
  type SimPortalSession,
  type SimSubscription,
  amountOf,
  nowSeconds,
  periodEndOf,
  simEvent,
  simId,
  simPrice,
} from './stripe-simulator-objects';
import { renewalInvoice, updateQuantity } from './stripe-simulator-seats';

type SimConfig = Pick<Config, 'SITE_URL' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL' | 'STRIPE_PRICE_TEAM'>;

// Stripe's default lifetime of an unpaid checkout session.
const SESSION_LIFETIME_SECONDS = 24 * 3600;

export type { SimOutcome };

/**
 * A tiny Stripe for the laptop: customers, checkout sessions, subscriptions
 * and portal sessions kept in DynamoDB (so they survive restarts), changed
 * the way Stripe changes them, each change described by the events Stripe
 * would send. Delivery is the caller's business (scripts/local/stripe-simulator.ts
 * signs and POSTs them to the real webhook route).
 */
export const stripeSimulator = (db: DynamoDBDocumentClient, table: string, c: SimConfig) => {
  const get = async <T extends SimObject>(id: string, object: T['object']): Promise<T | null> => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.stripeSimulator(id) }));
    // The simulator wrote these items itself; the object tag guards against an id of another kind.
    return Item?.data?.object === object ? (Item.data as T) : null;
  };
  const put = async (o: SimObject): Promise<void> => {
    await db.send(new PutCommand({ TableName: table, Item: { ...keys.stripeSimulator(o.id), type: 'stripe-simulator', data: o } }));
  };
  // Subscriptions stored before the simulator kept a period: one period from their start.
  const periodEnd = (sub: SimSubscription): number => {
    const item = sub.items.data[0];
    return item?.current_period_end ?? periodEndOf(sub.start_date, item?.price.recurring.interval ?? 'month');
  };
  const withExpiry = (s: SimCheckoutSession): SimCheckoutSession => (s.status === 'open' && s.expires_at < nowSeconds() ? { ...s, status: 'expired' } : s);
  const customer = (id: string) => get<SimCustomer>(id, 'customer');
  const subscription = (id: string) => get<SimSubscription>(id, 'subscription');
  const checkout = async (id: string): Promise<SimCheckoutSession | null> => {
    const s = await get<SimCheckoutSession>(id, 'checkout.session');
    return s ? withExpiry(s) : null;
  };

  return {
    customer,
    subscription,
    checkout,
    portal: (id: string) => get<SimPortalSession>(id, 'billing_portal.session'),
    invoice: (id: string) => get<SimInvoice>(id, 'invoice'),

    async createCustomer(user: UserIdentity): Promise<SimCustomer> {
      const customer: SimCustomer = { id: simId('cus'), object: 'customer', email: user.email, metadata: { userId: user.id }, created: nowSeconds(), sim_subscription: null };
      await put(customer);
      return customer;
    },

    async createCheckout(input: { customerId: string; userId: string; stripePriceId: string; successUrl: string; cancelUrl: string; team?: { id: string; seats: number } }): Promise<SimCheckoutSession> {
      const price = simPrice(c, input.stripePriceId);
      if (!price) throw new Error(`The simulator sells no price ${input.stripePriceId}`);
      const id = simId('cs_test');
      const created = nowSeconds();
      const session: SimCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: input.userId,
        customer: input.customerId,
        subscription: null,
        metadata: { userId: input.userId, ...(input.team ? { teamId: input.team.id } : {}) },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        url: `${c.SITE_URL}/_local/stripe/checkout/${id}`,
        created,
        expires_at: created + SESSION_LIFETIME_SECONDS,
        amount_total: amountOf(price, input.team?.seats ?? 1),
        currency: price.currency,
        livemode: false,
        sim_price: price,
        sim_quantity: input.team?.seats ?? 1,
      };
      await put(session);
      return session;
    },

    async createPortal(input: { customerId: string; returnUrl: string; switchTo?: string }): Promise<SimPortalSession> {
      const id = simId('bps');
      const portal: SimPortalSession = {
        id,
        object: 'billing_portal.session',
        customer: input.customerId,
        return_url: input.returnUrl,
        url: `${c.SITE_URL}/_local/stripe/portal/${id}`,
        created: nowSeconds(),
        sim_switch_to: input.switchTo ?? null,
      };
      await put(portal);
      return portal;
    },

    /** The card is accepted: a subscription starts, the session completes. Null when the session cannot be paid. */
    async pay(sessionId: string): Promise<(SimOutcome & { session: SimCheckoutSession }) | null> {
      const session = await checkout(sessionId);
      const payer = session && (await customer(session.customer));
      if (!session || session.status !== 'open' || !payer) return null;
      const now = nowSeconds();
      const started: SimSubscription = {
        id: simId('sub'),
        object: 'subscription',
        customer: payer.id,
        status: 'active',
        items: {
          object: 'list',
          data: [
            {
              id: simId('si'),
              object: 'subscription_item',
              price: session.sim_price,
              quantity: session.sim_quantity ?? 1,
              current_period_start: now,
              current_period_end: periodEndOf(now, session.sim_price.recurring.interval),
            },
          ],
        },
        metadata: session.metadata,
        created: now,
        start_date: now,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        livemode: false,
      };
      const completed: SimCheckoutSession = { ...session, status: 'complete', payment_status: 'paid', subscription: started.id };
      await put(started);
      await put(completed);
      await put({ ...payer, sim_subscription: started.id });
      // Stripe's order for a subscription checkout, as far as our handler cares.
      return { session: completed, events: [simEvent('checkout.session.completed', completed), simEvent('customer.subscription.created', started)] };
    },

    /** The portal's plan change: the subscription item gets the other price. */
    async switchPlan(subscriptionId: string, stripePriceId: string): Promise<SimOutcome | null> {
      const current = await subscription(subscriptionId);
      const price = simPrice(c, stripePriceId);
      const item = current?.items.data[0];
      if (!current || !price || !item || current.status === 'canceled') return null;
      const next: SimSubscription = { ...current, items: { ...current.items, data: [{ ...item, price }] } };
      await put(next);
      return { events: [simEvent('customer.subscription.updated', next, { items: current.items })] };
    },

    /** The API's quantity change (the team's seats), prorated and invoiced at once. */
    updateQuantity: (subscriptionId: string, quantity: number) => updateQuantity({ subscription, put }, subscriptionId, quantity),

    /** The portal's cancellation, configured as in production: at the end of the paid period. */
    async cancel(subscriptionId: string): Promise<SimOutcome | null> {
      const current = await subscription(subscriptionId);
      if (!current || current.status === 'canceled' || current.cancel_at_period_end) return null;
      const next: SimSubscription = { ...current, cancel_at_period_end: true, cancel_at: periodEnd(current), canceled_at: nowSeconds() };
      await put(next);
      return { events: [simEvent('customer.subscription.updated', next, { cancel_at_period_end: false, cancel_at: null, canceled_at: null })] };
    },

    /** The portal's "Renew": a scheduled cancellation is withdrawn and the subscription renews as before. */
    async resume(subscriptionId: string): Promise<SimOutcome | null> {
      const current = await subscription(subscriptionId);
      if (!current || current.status === 'canceled' || !current.cancel_at_period_end) return null;
      const next: SimSubscription = { ...current, cancel_at_period_end: false, cancel_at: null, canceled_at: null };
      await put(next);
      return {
        events: [simEvent('customer.subscription.updated', next, { cancel_at_period_end: true, cancel_at: current.cancel_at ?? null, canceled_at: current.canceled_at })],
      };
    },

    /**
     * A test clock for one subscription: time jumps to the end of its paid
     * period. A scheduled cancellation takes effect (deleted); otherwise it
     * renews (invoice paid, next period). The events carry the real time as
     * `created`, not the simulated one: a stamp in the future would make the
     * webhook's out-of-order guard ignore every real event after it.
     */
    async advanceToPeriodEnd(subscriptionId: string): Promise<SimOutcome | null> {
      const current = await subscription(subscriptionId);
      const item = current?.items.data[0];
      if (!current || !item || current.status === 'canceled') return null;
      const end = periodEnd(current);
      if (current.cancel_at_period_end) {
        const next: SimSubscription = { ...current, status: 'canceled', ended_at: end };
        await put(next);
        return { events: [simEvent('customer.subscription.deleted', next, { status: current.status })] };
      }
      const renewed = { ...item, current_period_start: end, current_period_end: periodEndOf(end, item.price.recurring.interval) };
      const next: SimSubscription = { ...current, items: { ...current.items, data: [renewed] } };
      await put(next);
      const invoice = renewalInvoice(current, item);
      await put(invoice);
      return { events: [simEvent('invoice.paid', invoice), simEvent('customer.subscription.updated', next, { items: current.items })] };
    },
  };
};

export type StripeSimulator = ReturnType<typeof stripeSimulator>;
