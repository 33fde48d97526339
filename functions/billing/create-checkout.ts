import { isDemo } from '../core/access';
import { siteUrlOf } from '../core/config';
import { AppError } from '../core/errors';
import { paidPlans, planOfTier, stripePriceOf } from '../core/plans';
import { type RedirectUrl, checkoutRequest, redirectUrl } from '../core/schemas/billing';
import { http, ok } from '../http/endpoint';
import { customerOf } from './customer-of';

/**
 * Starts a subscription in Stripe Checkout. A subscriber asking for the
 * other plan is sent to the billing portal to confirm the switch, which
 * changes their one subscription instead of starting a second one (and
 * charging twice); asking for the plan they have is a conflict.
 */
export const createCheckout = http({ errors: ['DEMO_RESTRICTED', 'CONFLICT'], body: checkoutRequest, response: redirectUrl, summary: 'Start a Stripe Checkout for a plan (or a plan switch for subscribers)' }, async ({ body, principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'Subscriptions are disabled in demo mode');
  const current = await d.users.subscriptionOf(principal.id);
  if (current?.subscribed && planOfTier(current.tier) === body.priceId) {
    throw new AppError('CONFLICT', `You are already subscribed to the ${paidPlans[body.priceId].planName}`);
  }
  const site = siteUrlOf(d.config);
  const stripePriceId = stripePriceOf(d.config, body.priceId);
  const customerId = await customerOf(principal, d);
  if (current?.subscribed && current.stripeSubscriptionId) {
    const portal = await d.billing.createPortal({ customerId, returnUrl: `${site}/account`, switchTo: { subscriptionId: current.stripeSubscriptionId, stripePriceId } });
    const reply: RedirectUrl = { url: portal.url };
    return ok(reply);
  }
  const session = await d.billing.createCheckout({
    customerId,
    userId: principal.id,
    stripePriceId,
    // Stripe fills in {CHECKOUT_SESSION_ID}; the success page asks GET /api/billing/sessions/{id} about it.
    successUrl: `${site}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${site}/pricing`,
  });
  const reply: RedirectUrl = { url: session.url };
  return ok(reply);
});
