import Stripe from 'stripe';
import * as z from '../core/zod';
import type { BillingEvent, CheckoutStatus, CheckoutSummary, SubscriptionSnapshot } from '../core/billing';
import { AppError } from '../core/errors';

/**
 * Stripe's objects read into the domain's billing words. Both billing
 * adapters use it: Stripe sends these shapes, and the local simulator makes
 * the same ones, so the webhook handler cannot tell them apart. Only the
 * fields we use are checked; Stripe adds fields freely.
 */

/** Stripe's default, and the contract's: a signature older than five minutes is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

// A reference is an id, or the object itself when the request expanded it.
const ref = z.union([z.string().min(1), z.object({ id: z.string().min(1) })]).transform((v) => (typeof v === 'string' ? v : v.id));
const metadata = z.record(z.string(), z.string()).nullish();

const price = z.object({
  id: z.string().min(1),
  unit_amount: z.number().int().nullish(),
  currency: z.string().nullish(),
  recurring: z.object({ interval: z.string() }).nullish(),
});

export const stripeSubscription = z.object({
  id: z.string().min(1),
  object: z.literal('subscription'),
  customer: ref,
  status: z.string().min(1),
  items: z.object({ data: z.array(z.object({ id: z.string().min(1), price, quantity: z.number().int().nullish(), current_period_end: z.number().int().nullish() })) }),
  metadata,
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: z.number().int().nullish(),
  // API versions before 2025-03-31 keep the period on the subscription; later ones on each item.
  current_period_end: z.number().int().nullish(),
});

export const stripeCheckoutSession = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  mode: z.string().nullish(),
  status: z.enum(['open', 'complete', 'expired']).nullish(),
  client_reference_id: z.string().nullish(),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  metadata,
});

const stripeInvoice = z.object({
  id: z.string().min(1),
  customer: ref,
  // API versions before 2025-03-31 name the subscription here; later ones under parent.subscription_details.
  subscription: ref.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: ref }).nullish() }).nullish(),
});

const stripeEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});

export const toSubscriptionSnapshot = (raw: unknown): SubscriptionSnapshot => {
  const s = stripeSubscription.parse(raw);
  const item = s.items.data[0];
  const periodEnd = item?.current_period_end ?? s.current_period_end ?? null;
  // A `cancel_at` inside this period ends it early; a later one leaves this period to renew as usual.
  const cancelAt = s.cancel_at ?? null;
  const endsEarly = cancelAt !== null && (periodEnd === null || cancelAt <= periodEnd);
  return {
    id: s.id,
    customerId: s.customer,
    status: s.status,
    priceId: item?.price.id ?? null,
    itemId: item?.id ?? null,
    unitAmount: item?.price.unit_amount ?? null,
    currency: item?.price.currency ?? null,
    interval: item?.price.recurring?.interval ?? null,
    userId: s.metadata?.userId ?? null,
    teamId: s.metadata?.teamId ?? null,
    quantity: item?.quantity ?? 1,
    cancelAtPeriodEnd: (s.cancel_at_period_end ?? false) || endsEarly,
    currentPeriodEnd: endsEarly ? cancelAt : periodEnd,
  };
};

export const toCheckoutSummary = (raw: unknown, status?: CheckoutStatus): CheckoutSummary => {
  const s = stripeCheckoutSession.parse(raw);
  return {
    id: s.id,
    status: status ?? s.status ?? 'open',
    userId: s.client_reference_id ?? s.metadata?.userId ?? null,
    customerId: s.customer ?? null,
    subscriptionId: s.subscription ?? null,
  };
};

const toBillingEvent = (raw: unknown): BillingEvent => {
  const e = stripeEvent.parse(raw);
  const base = { id: e.id, type: e.type, created: e.created };
  const object = e.data.object;
  switch (e.type) {
    case 'checkout.session.completed':
      // Only subscription checkouts concern us; a one-off payment link would be someone else's.
      if (stripeCheckoutSession.parse(object).mode !== 'subscription') return { ...base, kind: 'other' };
      return { ...base, kind: 'checkout-completed', checkout: toCheckoutSummary(object) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, kind: 'subscription-changed', subscription: toSubscriptionSnapshot(object), ended: e.type === 'customer.subscription.deleted' };
    case 'invoice.payment_failed': {
      const invoice = stripeInvoice.parse(object);
      const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
      return { ...base, kind: 'payment-failed', customerId: invoice.customer, subscriptionId };
    }
    default:
      return { ...base, kind: 'other' };
  }
};

/** Verifies the `Stripe-Signature` header over the exact raw body, then reads the event. */
export const readStripeEvent = (rawBody: string, signatureHeader: string, secret: string): BillingEvent => {
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new AppError('VALIDATION', 'Invalid Stripe signature', { 'stripe-signature': ['No valid signature within the tolerance'] });
  }
  try {
    return toBillingEvent(event);
  } catch (e) {
    if (!(e instanceof z.ZodError)) throw e;
    // Signed by Stripe yet not the shape we handle: refuse it visibly (Stripe shows failed deliveries) rather than drop it.
    const details = Object.fromEntries(e.issues.map((i) => [i.path.join('.') || 'event', [i.message]]));
    throw new AppError('VALIDATION', 'Unexpected Stripe event shape', details);
  }
};
