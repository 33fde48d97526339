import { describe, expect, it } from 'vitest';
import type { SubscriptionSnapshot } from '../core/billing';
import { paidPlans } from '../core/plans';
import type { SubscriptionRecord } from '../core/ports';
import { type SubscriptionChange, nextSubscription } from './subscription-transition';

const snapshot = (over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceId: 'price_m',
  itemId: 'si_1',
  unitAmount: 19900,
  currency: 'usd',
  interval: 'month',
  userId: 'u1',
  teamId: null,
  quantity: 1,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  ...over,
});

// 2026-02-01T00:00:00Z, the end of the fixtures' monthly period.
const PERIOD_END = 1769904000;

const change = (created: number, over: Partial<SubscriptionSnapshot> = {}, ended = false, plan = paidPlans.price_monthly): SubscriptionChange => ({
  kind: 'snapshot',
  created,
  subscription: snapshot(over),
  ended,
  plan,
});

const applied = (current: SubscriptionRecord | null, c: SubscriptionChange): SubscriptionRecord => {
  const v = nextSubscription(current, c);
  if (!('apply' in v)) throw new Error(`skipped: ${v.skip}`);
  return v.apply;
};

describe('nextSubscription', () => {
  it('turns an active monthly subscription into the basic tier at $199 a month', () => {
    expect(applied(null, change(100))).toEqual({
      subscribed: true,
      tier: 'basic',
      planName: 'Monthly Plan',
      priceAmount: 199,
      currency: 'usd',
      billingInterval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: 'sub_1',
      stripeEventCreated: 100,
      firstPurchasedAt: '1970-01-01T00:01:40.000Z',
    });
  });

  it('turns the annual price into premium at $1,799 a year', () => {
    const s = applied(null, change(100, { priceId: 'price_a', unitAmount: 179900, interval: 'year' }, false, paidPlans.price_annual));
    expect(s).toMatchObject({ subscribed: true, tier: 'premium', planName: 'Annual Plan', priceAmount: 1799, billingInterval: 'year' });
  });

  it('counts trialing as subscribed and past_due, unpaid, incomplete as not, keeping the status text', () => {
    expect(applied(null, change(1, { status: 'trialing' })).subscribed).toBe(true);
    for (const status of ['past_due', 'unpaid', 'incomplete']) {
      expect(applied(null, change(1, { status }))).toMatchObject({ subscribed: false, tier: 'free', status });
    }
  });

  it('ignores anything older than what was applied, so a late update cannot revive a deletion', () => {
    const canceled = applied(null, change(200, {}, true));
    expect(canceled).toMatchObject({ subscribed: false, status: 'canceled' });
    expect(nextSubscription(canceled, change(150))).toEqual({ skip: 'older than the state already applied' });
  });

  it('never revives a canceled subscription, even with a later-stamped event', () => {
    const canceled = applied(null, change(200, {}, true));
    expect('skip' in nextSubscription(canceled, change(200))).toBe(true);
    expect('skip' in nextSubscription(canceled, change(300))).toBe(true);
  });

  it('lets a new subscription follow a canceled one', () => {
    const canceled = applied(null, change(200, {}, true));
    expect(applied(canceled, change(300, { id: 'sub_2' }))).toMatchObject({ subscribed: true, stripeSubscriptionId: 'sub_2' });
  });

  it('does not let an old subscription ending end the newer one', () => {
    const current = applied(null, change(300, { id: 'sub_2' }));
    expect(nextSubscription(current, change(400, { id: 'sub_1' }, true))).toEqual({ skip: 'another subscription is current' });
  });

  it('does not grant a tier for a price the product does not sell', () => {
    expect('skip' in nextSubscription(null, change(1, { priceId: 'price_other' }, false, null as never))).toBe(true);
  });

  it('takes access away when a payment of the current subscription fails', () => {
    const current = applied(null, change(100));
    expect(applied(current, { kind: 'payment-failed', created: 200, subscriptionId: 'sub_1' })).toMatchObject({ subscribed: false, tier: 'free', status: 'past_due', stripeSubscriptionId: 'sub_1' });
  });

  it('ignores a failed payment of another subscription, or of nobody subscribed', () => {
    const current = applied(null, change(100));
    expect('skip' in nextSubscription(current, { kind: 'payment-failed', created: 200, subscriptionId: 'sub_9' })).toBe(true);
    expect('skip' in nextSubscription(null, { kind: 'payment-failed', created: 200, subscriptionId: 'sub_1' })).toBe(true);
  });

  it('applies Stripe state over a subscription set up outside Stripe (seed data)', () => {
    const seeded: SubscriptionRecord = { subscribed: true, tier: 'premium', status: 'active' };
    expect(applied(seeded, change(1))).toMatchObject({ tier: 'basic', stripeSubscriptionId: 'sub_1' });
  });
});

describe('nextSubscription, cancelling at the end of the paid period', () => {
  const active = applied(null, change(100, { currentPeriodEnd: PERIOD_END }));
  const scheduled = applied(active, change(200, { cancelAtPeriodEnd: true, currentPeriodEnd: PERIOD_END }));

  it('keeps access while Stripe still reports the subscription active, and records when it ends', () => {
    expect(active).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false, currentPeriodEnd: '2026-02-01T00:00:00.000Z' });
    expect(scheduled).toMatchObject({ subscribed: true, tier: 'basic', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-02-01T00:00:00.000Z' });
  });

  it('ends access when Stripe deletes the subscription at the period end', () => {
    const ended = applied(scheduled, change(300, { status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: PERIOD_END }, true));
    expect(ended).toEqual({ subscribed: false, tier: 'free', status: 'canceled', stripeSubscriptionId: 'sub_1', stripeEventCreated: 300, firstPurchasedAt: '1970-01-01T00:01:40.000Z' });
  });

  it('ends access when the status leaves active or trialing, even with a cancellation scheduled', () => {
    for (const status of ['unpaid', 'past_due', 'canceled']) {
      expect(applied(scheduled, change(300, { status, cancelAtPeriodEnd: true }))).toMatchObject({ subscribed: false, tier: 'free', status });
    }
  });

  it('clears the cancellation when the customer resumes', () => {
    expect(applied(scheduled, change(300, { currentPeriodEnd: PERIOD_END }))).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });
  });

  it('moves the period on at a renewal', () => {
    const renewed = applied(active, change(300, { currentPeriodEnd: PERIOD_END + 28 * 86400 }));
    expect(renewed).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false, currentPeriodEnd: '2026-03-01T00:00:00.000Z' });
  });

  it('ignores a late cancellation older than a resume, and a late resume older than the cancellation', () => {
    const resumed = applied(scheduled, change(300, { currentPeriodEnd: PERIOD_END }));
    expect(nextSubscription(resumed, change(200, { cancelAtPeriodEnd: true, currentPeriodEnd: PERIOD_END }))).toEqual({ skip: 'older than the state already applied' });
    expect(nextSubscription(scheduled, change(150, { currentPeriodEnd: PERIOD_END }))).toEqual({ skip: 'older than the state already applied' });
  });

  it('never revives the subscription with a scheduled-cancellation update delivered after its deletion', () => {
    const ended = applied(scheduled, change(300, { status: 'canceled' }, true));
    expect('skip' in nextSubscription(ended, change(250, { cancelAtPeriodEnd: true }))).toBe(true);
    expect('skip' in nextSubscription(ended, change(300, { cancelAtPeriodEnd: true }))).toBe(true);
  });

  it('takes access away on a failed payment, forgetting the scheduled cancellation', () => {
    const failed = applied(scheduled, { kind: 'payment-failed', created: 300, subscriptionId: 'sub_1' });
    expect(failed).toEqual({ subscribed: false, tier: 'free', status: 'past_due', stripeSubscriptionId: 'sub_1', stripeEventCreated: 300, firstPurchasedAt: '1970-01-01T00:01:40.000Z' });
  });
});

describe('nextSubscription, the first purchase (the money-back guarantee counts from it)', () => {
  const at = (created: number) => new Date(created * 1000).toISOString();

  it('is stamped when a subscription first becomes active, also after an unpaid checkout', () => {
    expect(applied(null, change(100)).firstPurchasedAt).toBe(at(100));
    const unpaid = applied(null, change(100, { status: 'incomplete' }));
    expect(unpaid.firstPurchasedAt).toBeUndefined();
    expect(applied(unpaid, change(200)).firstPurchasedAt).toBe(at(200));
  });

  it('never moves: not on a renewal, a cancellation or a new subscription after it', () => {
    const active = applied(null, change(100));
    const renewed = applied(active, change(300, { currentPeriodEnd: PERIOD_END }));
    const ended = applied(renewed, change(400, {}, true));
    const again = applied(ended, change(500, { id: 'sub_2' }));
    expect([renewed, ended, again].map((s) => s.firstPurchasedAt)).toEqual([at(100), at(100), at(100)]);
  });

  it('is left unknown for a subscriber from before it was kept, rather than dated by a renewal', () => {
    const legacy: SubscriptionRecord = { subscribed: true, tier: 'basic', status: 'active', stripeSubscriptionId: 'sub_1', stripeEventCreated: 100 };
    expect(applied(legacy, change(300)).firstPurchasedAt).toBeUndefined();
  });
});
