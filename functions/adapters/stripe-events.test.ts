import { describe, expect, it } from 'vitest';
import { signatureFor, stripeFixture } from '../../test/support/stripe-events';
import { AppError } from '../core/errors';
import { readStripeEvent, toSubscriptionSnapshot } from './stripe-events';

const secret = 'whsec_unit_test_secret';
const read = (event: unknown, opts: { secret?: string; timestamp?: number } = {}) => {
  const payload = JSON.stringify(event);
  return readStripeEvent(payload, signatureFor(payload, opts.secret ?? secret, opts.timestamp), secret);
};

describe('readStripeEvent with the recorded fixtures', () => {
  it('reads checkout.session.completed into the session, its user and subscription', () => {
    const e = read(stripeFixture('checkout-session-completed', { eventId: 'evt_1' }));
    expect(e).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1767225600,
      kind: 'checkout-completed',
      checkout: { id: 'cs_test_a1fixtureSession', status: 'complete', userId: 'user-fixture', customerId: 'cus_fixture', subscriptionId: 'sub_fixture' },
    });
  });

  it('reads a subscription event into price, amount, interval and status', () => {
    const e = read(stripeFixture('customer-subscription-updated'));
    expect(e).toMatchObject({
      kind: 'subscription-changed',
      ended: false,
      subscription: { id: 'sub_fixture', customerId: 'cus_fixture', status: 'active', priceId: 'price_local_annual', itemId: 'si_fixture', unitAmount: 179900, currency: 'usd', interval: 'year', userId: 'user-fixture' },
    });
  });

  it('marks customer.subscription.deleted as ended', () => {
    expect(read(stripeFixture('customer-subscription-deleted'))).toMatchObject({ kind: 'subscription-changed', ended: true, subscription: { status: 'canceled' } });
  });

  it('finds the subscription of a failed invoice under parent.subscription_details', () => {
    expect(read(stripeFixture('invoice-payment-failed'))).toMatchObject({ kind: 'payment-failed', customerId: 'cus_fixture', subscriptionId: 'sub_fixture' });
  });

  it('passes other types through as other', () => {
    expect(read(stripeFixture('customer-updated'))).toMatchObject({ kind: 'other', type: 'customer.updated' });
  });

  it('refuses a signature made with another secret', () => {
    expect(() => read(stripeFixture('customer-updated'), { secret: 'whsec_someone_else' })).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });

  it('refuses a signature older than five minutes', () => {
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    expect(() => read(stripeFixture('customer-updated'), { timestamp: sixMinutesAgo })).toThrow(AppError);
  });

  it('refuses a body changed after signing', () => {
    const payload = JSON.stringify(stripeFixture('customer-subscription-created'));
    const header = signatureFor(payload, secret);
    expect(() => readStripeEvent(payload.replace('"active"', '"trialing"'), header, secret)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });

  it('refuses a signed event of a handled type without the fields we need, naming them', () => {
    const event = stripeFixture('customer-subscription-created');
    delete event.data.object.customer;
    try {
      read(event);
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).code).toBe('VALIDATION');
      expect(Object.keys((e as AppError).details ?? {})).toContain('customer');
    }
  });
});

describe('a subscription cancelled at the end of its period', () => {
  it("reads the portal's cancellation as still active, ending at the period end", () => {
    expect(read(stripeFixture('customer-subscription-cancel-scheduled'))).toMatchObject({
      kind: 'subscription-changed',
      ended: false,
      subscription: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: 1769904000 },
    });
    expect(read(stripeFixture('customer-subscription-updated'))).toMatchObject({ subscription: { cancelAtPeriodEnd: false, currentPeriodEnd: 1798761600 } });
  });

  it('takes the period from the subscription itself in older API versions', () => {
    const object = stripeFixture('customer-subscription-cancel-scheduled').data.object as { items: { data: Array<Record<string, unknown>> } };
    for (const item of object.items.data) delete item.current_period_end;
    expect(toSubscriptionSnapshot({ ...object, cancel_at: null, current_period_end: 1769904000 })).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: 1769904000 });
  });

  it('counts a cancel_at within the period as ending then, and a later one as renewing first', () => {
    const object = stripeFixture('customer-subscription-updated').data.object;
    expect(toSubscriptionSnapshot({ ...object, cancel_at: 1798000000 })).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: 1798000000 });
    expect(toSubscriptionSnapshot({ ...object, cancel_at: 1830000000 })).toMatchObject({ cancelAtPeriodEnd: false, currentPeriodEnd: 1798761600 });
  });
});
