import { Logger } from '@aws-lambda-powertools/logger';
import { type Config, siteUrlOf } from '../../core/config';
import { AppError } from '../../core/errors';
import { deliver } from './sim-delivery';
import type { Billing } from '../../core/ports';
import { readStripeEvent, toCheckoutSummary, toSubscriptionSnapshot } from '../stripe-events';
import { stripeShape } from './stripe-simulator-objects';
import type { StripeSimulator } from './stripe-simulator';

/**
 * The Billing port on the local checkout simulator: the URLs lead to the
 * simulator's pages on the app server, and webhooks are verified exactly as
 * Stripe's are (the simulator signs with the local webhook secret).
 */
const logger = new Logger({ serviceName: 'physician-directory' });

export const simulatedBilling = (c: Config, sim: StripeSimulator): Billing => ({
  async createCustomer(user) {
    return (await sim.createCustomer(user)).id;
  },
  async createCheckout(input) {
    const session = await sim.createCheckout(input);
    return { id: session.id, url: session.url };
  },
  async createPortal({ customerId, returnUrl, switchTo }) {
    const portal = await sim.createPortal({ customerId, returnUrl, ...(switchTo ? { switchTo: switchTo.stripePriceId } : {}) });
    return { url: portal.url };
  },
  async updateSeats({ subscriptionId, seats }) {
    const outcome = await sim.updateQuantity(subscriptionId, seats);
    if (!outcome) throw new AppError('CONFLICT', 'The team subscription cannot change now');
    // Stripe answers the API call and sends the events afterwards: so does the simulator, to the real webhook.
    setImmediate(() => {
      deliver(`${siteUrlOf(c)}/api/billing/webhook`, c.STRIPE_WEBHOOK_SECRET, outcome.events).catch((e: unknown) => logger.error('simulated webhook delivery failed', { error: String(e) }));
    });
  },
  async getCheckout(sessionId) {
    const session = await sim.checkout(sessionId);
    return session ? toCheckoutSummary(stripeShape(session)) : null;
  },
  async getSubscription(subscriptionId) {
    const subscription = await sim.subscription(subscriptionId);
    return subscription ? toSubscriptionSnapshot(subscription) : null;
  },
  async parseWebhook(rawBody, signatureHeader) {
    return readStripeEvent(rawBody, signatureHeader, c.STRIPE_WEBHOOK_SECRET);
  },
});
