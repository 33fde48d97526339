import * as z from '../zod';
import { planPriceIds } from '../plans';
import { subscriptionStatus } from './me';

/** POST /api/billing/checkout: one of the spec's price identifiers, never a raw Stripe price. */
export const checkoutRequest = z.object({
  priceId: z.enum(planPriceIds, { error: 'priceId must be price_monthly or price_annual' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** Where the browser goes next: Stripe Checkout, the billing portal, or their local simulator. */
export const redirectUrl = z.object({ url: z.url() });
export type RedirectUrl = z.infer<typeof redirectUrl>;

/** Stripe Checkout Session ids: `cs_test_...` or `cs_live_...`. */
export const checkoutSessionParams = z.object({
  id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'Not a checkout session id'),
});

export const checkoutSessionStatus = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  /** The caller's subscription as /api/me reports it, so the success page can wait for the webhook. */
  subscription: subscriptionStatus,
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatus>;

export const webhookAck = z.object({ received: z.literal(true) });
