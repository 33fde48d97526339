import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { config } from '../../functions/core/config';
import { errorBody } from '../../functions/core/schemas/error';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-verify';
import { customerIdOf, meOf, postWebhook, startCheckout } from '../support/billing';
import { api } from '../support/stack';
import { signatureFor, stripeFixture } from '../support/stripe-events';
import { type TestUser, makeUser, stackDeps } from '../support/users';

const now = () => Math.floor(Date.now() / 1000);

/** A free user with a Stripe customer (made by starting a checkout), and a subscription id of their own. */
const customerWithSubscription = async (): Promise<{ u: TestUser; ids: { customer: string; subscription: string; user: string } }> => {
  const u = await makeUser();
  await startCheckout(u);
  return { u, ids: { customer: await customerIdOf(u), subscription: `sub_${randomUUID().replaceAll('-', '')}`, user: u.id } };
};

describe('POST /api/billing/webhook', () => {
  it('refuses a forged signature (400 VALIDATION) and changes nothing', async () => {
    const { u, ids } = await customerWithSubscription();
    const res = await postWebhook(stripeFixture('customer-subscription-created', ids), { secret: 'whsec_forged' });
    expect([res.status, errorBody.parse(res.body).error.code]).toEqual([400, 'VALIDATION']);
    expect((await meOf(u)).subscription.subscribed).toBe(false);
  });

  it('refuses a signature older than five minutes, and a missing one', async () => {
    const { u, ids } = await customerWithSubscription();
    expect((await postWebhook(stripeFixture('customer-subscription-created', ids), { timestamp: now() - 6 * 60 })).status).toBe(400);
    const unsigned = await api('/api/billing/webhook', { method: 'POST', rawBody: JSON.stringify(stripeFixture('customer-subscription-created', ids)) });
    expect(unsigned.status).toBe(400);
    expect((await meOf(u)).subscription.subscribed).toBe(false);
  });

  it('applies customer.subscription.created: the monthly price is the basic tier at $199', async () => {
    const { u, ids } = await customerWithSubscription();
    const created = now();
    const res = await postWebhook(stripeFixture('customer-subscription-created', { ...ids, created }));
    expect([res.status, res.body]).toEqual([200, { received: true }]);
    expect((await meOf(u)).subscription).toEqual({
      subscribed: true,
      tier: 'basic',
      plan_name: 'Monthly Plan',
      price_amount: 199,
      currency: 'usd',
      billing_interval: 'month',
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: '2026-02-01T00:00:00.000Z',
      // The account's first subscription: the event that made it active is its first purchase.
      first_purchased_at: new Date(created * 1000).toISOString(),
    });
  });

  it('processes an event id once: a replay answers 200 and changes nothing', async () => {
    const { u, ids } = await customerWithSubscription();
    const event = stripeFixture('customer-subscription-created', { ...ids, created: now() });
    expect((await postWebhook(event)).status).toBe(200);
    // Support resets the subscription by hand; a redelivery of the same event must not undo that.
    const d = await stackDeps();
    await d.users.putSubscription(u.id, { subscribed: false, tier: 'free', status: 'inactive' });
    const replay = await postWebhook(event);
    expect([replay.status, replay.body]).toEqual([200, { received: true }]);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: false, status: 'inactive' });
    const seen = await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.stripeEvent(event.id) }));
    expect(seen.Item?.eventType).toBe('customer.subscription.created');
  });

  it('keeps a deletion when an older update arrives after it', async () => {
    const { u, ids } = await customerWithSubscription();
    const t = now();
    expect((await postWebhook(stripeFixture('customer-subscription-created', { ...ids, created: t - 60 }))).status).toBe(200);
    expect((await postWebhook(stripeFixture('customer-subscription-deleted', { ...ids, created: t }))).status).toBe(200);
    const late = await postWebhook(stripeFixture('customer-subscription-updated', { ...ids, created: t - 30 }));
    expect(late.status).toBe(200);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: false, tier: 'free', status: 'canceled' });
  });

  it('keeps access through a cancellation at the period end, until Stripe deletes the subscription', async () => {
    const { u, ids } = await customerWithSubscription();
    const t = now();
    await postWebhook(stripeFixture('customer-subscription-created', { ...ids, created: t - 60 }));
    const cancel = stripeFixture('customer-subscription-cancel-scheduled', { ...ids, created: t - 30 });
    expect((await postWebhook(cancel)).status).toBe(200);
    const scheduled = { subscribed: true, tier: 'basic', status: 'active', cancel_at_period_end: true, current_period_end: '2026-02-01T00:00:00.000Z' };
    expect((await meOf(u)).subscription).toMatchObject(scheduled);
    // A redelivery, and an older update arriving late, leave the schedule as it is.
    expect((await postWebhook(cancel)).status).toBe(200);
    expect((await postWebhook(stripeFixture('customer-subscription-created', { ...ids, created: t - 45 }))).status).toBe(200);
    expect((await meOf(u)).subscription).toMatchObject(scheduled);

    expect((await postWebhook(stripeFixture('customer-subscription-deleted', { ...ids, created: t }))).status).toBe(200);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: false, tier: 'free', status: 'canceled', cancel_at_period_end: false, current_period_end: null });
    // The cancellation delivered again after the deletion cannot bring access back.
    expect((await postWebhook(stripeFixture('customer-subscription-cancel-scheduled', { ...ids, created: t }))).status).toBe(200);
    expect((await meOf(u)).subscription.subscribed).toBe(false);
  });

  it('clears a scheduled cancellation when the customer renews', async () => {
    const { u, ids } = await customerWithSubscription();
    const t = now();
    await postWebhook(stripeFixture('customer-subscription-cancel-scheduled', { ...ids, created: t - 30 }));
    expect((await meOf(u)).subscription.cancel_at_period_end).toBe(true);
    await postWebhook(stripeFixture('customer-subscription-created', { ...ids, created: t }));
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: true, cancel_at_period_end: false, current_period_end: '2026-02-01T00:00:00.000Z' });
  });

  it('takes access away on invoice.payment_failed', async () => {
    const { u, ids } = await customerWithSubscription();
    const t = now();
    await postWebhook(stripeFixture('customer-subscription-updated', { ...ids, created: t - 10 }));
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: true, tier: 'premium' });
    expect((await postWebhook(stripeFixture('invoice-payment-failed', { ...ids, created: t }))).status).toBe(200);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: false, status: 'past_due' });
  });

  it('completes a checkout from checkout.session.completed alone, reading the subscription from Stripe', async () => {
    const u = await makeUser();
    const { sessionId } = await startCheckout(u, 'price_monthly');
    const ids = { customer: await customerIdOf(u), user: u.id, session: sessionId, subscription: `sub_${randomUUID().replaceAll('-', '')}` };
    // Unknown to the simulator: nothing to read, nothing granted.
    expect((await postWebhook(stripeFixture('checkout-session-completed', { ...ids, created: now() }))).status).toBe(200);
    expect((await meOf(u)).subscription.subscribed).toBe(false);
  });

  it('acknowledges types it does not handle, and customers it does not know', async () => {
    const ignored = await postWebhook(stripeFixture('customer-updated'));
    expect([ignored.status, ignored.body]).toEqual([200, { received: true }]);
    const stranger = await postWebhook(stripeFixture('customer-subscription-created', { customer: 'cus_nobody', user: 'nobody', created: now() }));
    expect(stranger.status).toBe(200);
  });
});

describe('the billing Lambda, called as API Gateway calls it', () => {
  it('verifies the signature over a base64-encoded body exactly as sent', async () => {
    const { u, ids } = await customerWithSubscription();
    const payload = JSON.stringify(stripeFixture('customer-subscription-created', { ...ids, created: now() }), null, 2);
    const recorded = JSON.parse(readFileSync('events/api-gateway/stripe-webhook-base64.json', 'utf8')) as APIGatewayProxyEventV2;
    const event = {
      ...recorded,
      // Stripe calls the site URL, so the webhook too comes through CloudFront with its origin header.
      headers: { ...recorded.headers, 'stripe-signature': signatureFor(payload, config().STRIPE_WEBHOOK_SECRET), [ORIGIN_VERIFY_HEADER]: config().ORIGIN_VERIFY_SECRET ?? '' },
      body: Buffer.from(payload, 'utf8').toString('base64'),
    };
    const { handler } = await import('../../functions/billing/lambda');
    const res = await handler(event, {} as Context); // the handlers read nothing from the context
    expect([res.statusCode, JSON.parse(res.body as string)]).toEqual([200, { received: true }]);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: true, tier: 'basic' });
  });
});
