import Stripe from 'stripe';
import type { Billing } from '../../core/ports';
import { readStripeEvent, toCheckoutSummary, toSubscriptionSnapshot } from '../stripe-events';
import type { StripeKeys } from './stripe-keys';

const isMissing = (e: unknown): boolean => e instanceof Stripe.errors.StripeInvalidRequestError && e.statusCode === 404;

/** Null for "no such object": another account's id, or a made-up one, is simply not there. */
const orNull = async <T>(work: Promise<T>): Promise<T | null> => {
  try {
    return await work;
  } catch (e) {
    if (isMissing(e)) return null;
    throw e;
  }
};

const stripeClient = (secretKey: string): Stripe => new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000 });

/**
 * The Billing port on Stripe's API (Checkout, the customer portal, webhooks).
 * The keys are asked for at the first call, not at construction: building
 * the deps must not fetch a secret (see stripe-keys.ts).
 */
export const stripeBilling = (keys: () => Promise<StripeKeys>, clientFor = stripeClient): Billing => {
  let stripe: Stripe | undefined;
  const api = async (): Promise<Stripe> => (stripe ??= clientFor((await keys()).secretKey));
  return {
    async createCustomer(user) {
      const client = await api();
      const customer = await client.customers.create(
        { email: user.email, metadata: { userId: user.id } },
        // Two first checkouts at once make one customer, not two.
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async createCheckout({ customerId, userId, stripePriceId, successUrl, cancelUrl, team }) {
      const client = await api();
      const metadata: Record<string, string> = team ? { userId, teamId: team.id } : { userId };
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        metadata,
        // Copied onto the subscription, so its events name the user (and the team) even without our customer link.
        subscription_data: { metadata },
        // The team plan's price is tiered (volume): Stripe prices the whole quantity at its tier.
        line_items: [{ price: stripePriceId, quantity: team?.seats ?? 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async createPortal({ customerId, returnUrl, switchTo }) {
      const client = await api();
      let flow: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined;
      if (switchTo) {
        const current = toSubscriptionSnapshot(await client.subscriptions.retrieve(switchTo.subscriptionId));
        if (current.itemId) {
          flow = {
            type: 'subscription_update_confirm',
            subscription_update_confirm: { subscription: switchTo.subscriptionId, items: [{ id: current.itemId, price: switchTo.stripePriceId, quantity: 1 }] },
            after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
          };
        }
      }
      const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, ...(flow ? { flow_data: flow } : {}) });
      return { url: session.url };
    },

    async updateSeats({ subscriptionId, itemId, seats }) {
      const client = await api();
      await client.subscriptions.update(subscriptionId, {
        items: [{ id: itemId, quantity: seats }],
        // A seat added mid-year is charged now, not up to a year later on the renewal; a seat removed is credited.
        proration_behavior: 'always_invoice',
        // The new quantity applies only once that invoice is paid: no unpaid seat is ever granted.
        payment_behavior: 'pending_if_incomplete',
      });
    },

    async getCheckout(sessionId) {
      const client = await api();
      const session = await orNull(client.checkout.sessions.retrieve(sessionId));
      return session ? toCheckoutSummary(session) : null;
    },

    async getSubscription(subscriptionId) {
      const client = await api();
      const subscription = await orNull(client.subscriptions.retrieve(subscriptionId));
      return subscription ? toSubscriptionSnapshot(subscription) : null;
    },

    async parseWebhook(rawBody, signatureHeader) {
      return readStripeEvent(rawBody, signatureHeader, (await keys()).webhookSecret);
    },
  };
};
