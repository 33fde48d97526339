import type { Config } from './config';
import type { Tier } from './schemas/me';

const labels: Record<Tier, string> = { free: 'Free Plan', basic: 'Monthly Plan', premium: 'Annual Plan', Monthly: 'Monthly Plan' };

/** Spec core §9: a stored plan name wins over the tier's label. */
export const planLabel = (tier: Tier, planName?: string): string => planName?.trim() || labels[tier];

/** The spec's price identifiers, as the web sends them. */
export const planPriceIds = ['price_monthly', 'price_annual'] as const;
export type PlanPriceId = (typeof planPriceIds)[number];

export interface PaidPlan {
  readonly priceId: PlanPriceId;
  readonly tier: Exclude<Tier, 'free' | 'Monthly'>;
  readonly planName: string;
  /** Whole dollars, as /api/me reports price_amount. */
  readonly priceAmount: number;
  readonly currency: string;
  readonly billingInterval: 'month' | 'year';
}

/** Spec core §9: Monthly $199 per month is tier basic, Annual $1,799 per year is tier premium. */
export const paidPlans: Readonly<Record<PlanPriceId, PaidPlan>> = {
  price_monthly: { priceId: 'price_monthly', tier: 'basic', planName: 'Monthly Plan', priceAmount: 199, currency: 'usd', billingInterval: 'month' },
  price_annual: { priceId: 'price_annual', tier: 'premium', planName: 'Annual Plan', priceAmount: 1799, currency: 'usd', billingInterval: 'year' },
};

/** The Stripe price configured for a plan of the spec. */
export const stripePriceOf = (c: Pick<Config, 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL'>, plan: PlanPriceId): string =>
  plan === 'price_monthly' ? c.STRIPE_PRICE_MONTHLY : c.STRIPE_PRICE_ANNUAL;

/** The plan a Stripe price stands for; null for a price this product does not sell. */
export const planOfStripePrice = (c: Pick<Config, 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL'>, stripePriceId: string | null): PaidPlan | null => {
  if (stripePriceId === c.STRIPE_PRICE_MONTHLY) return paidPlans.price_monthly;
  if (stripePriceId === c.STRIPE_PRICE_ANNUAL) return paidPlans.price_annual;
  return null;
};

/** Which plan a tier is; the legacy 'Monthly' tier is the monthly plan. */
export const planOfTier = (tier: Tier): PlanPriceId | null =>
  tier === 'premium' ? 'price_annual' : tier === 'basic' || tier === 'Monthly' ? 'price_monthly' : null;

/** Issue 26: the team plan's Stripe price, when teams are sold here. */
export const isTeamPrice = (c: Pick<Config, 'STRIPE_PRICE_TEAM'>, stripePriceId: string | null): boolean => stripePriceId !== null && c.STRIPE_PRICE_TEAM !== undefined && stripePriceId === c.STRIPE_PRICE_TEAM;
