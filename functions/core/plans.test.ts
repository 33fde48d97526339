import { describe, expect, it } from 'vitest';
import { planLabel, planOfStripePrice, planOfTier, stripePriceOf } from './plans';

const c = { STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_ANNUAL: 'price_a' };

describe('plans', () => {
  it('maps the spec price ids to the configured Stripe prices and back', () => {
    expect(stripePriceOf(c, 'price_monthly')).toBe('price_m');
    expect(stripePriceOf(c, 'price_annual')).toBe('price_a');
    expect(planOfStripePrice(c, 'price_m')).toMatchObject({ tier: 'basic', planName: 'Monthly Plan', priceAmount: 199, billingInterval: 'month' });
    expect(planOfStripePrice(c, 'price_a')).toMatchObject({ tier: 'premium', planName: 'Annual Plan', priceAmount: 1799, billingInterval: 'year' });
    expect(planOfStripePrice(c, 'price_unknown')).toBeNull();
  });

  it('knows which plan a tier is, the legacy Monthly tier included', () => {
    expect(planOfTier('basic')).toBe('price_monthly');
    expect(planOfTier('Monthly')).toBe('price_monthly');
    expect(planOfTier('premium')).toBe('price_annual');
    expect(planOfTier('free')).toBeNull();
  });

  it('labels tiers, a stored plan name first', () => {
    expect(planLabel('free')).toBe('Free Plan');
    expect(planLabel('basic', 'Team Plan')).toBe('Team Plan');
  });
});
