import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';

export type StripeFixture =
  | 'checkout-session-completed'
  | 'customer-subscription-created'
  | 'customer-subscription-updated'
  | 'customer-subscription-cancel-scheduled'
  | 'customer-subscription-deleted'
  | 'invoice-payment-failed'
  | 'customer-updated';

export interface FixtureEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/**
 * A recorded Stripe event from events/stripe, made someone's: the fixture's
 * placeholder customer, subscription and user ids replaced, a fresh event id
 * (unless given) and `created` as asked.
 */
export const stripeFixture = (
  name: StripeFixture,
  ids: { customer?: string; subscription?: string; user?: string; session?: string; eventId?: string; created?: number; status?: string } = {},
): FixtureEvent => {
  const text = readFileSync(`events/stripe/${name}.json`, 'utf8')
    .replaceAll('cus_fixture', ids.customer ?? 'cus_fixture')
    .replaceAll('sub_fixture', ids.subscription ?? 'sub_fixture')
    .replaceAll('user-fixture', ids.user ?? 'user-fixture')
    .replaceAll('cs_test_a1fixtureSession', ids.session ?? 'cs_test_a1fixtureSession');
  const event = JSON.parse(text) as FixtureEvent;
  event.id = ids.eventId ?? `evt_test_${randomUUID().replaceAll('-', '')}`;
  if (ids.created !== undefined) event.created = ids.created;
  if (ids.status !== undefined) event.data.object.status = ids.status;
  return event;
};

/** The Stripe-Signature header Stripe would send for this payload (optionally at another time, or with another secret). */
export const signatureFor = (payload: string, secret: string, timestamp?: number): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined ? { timestamp } : {}) });
