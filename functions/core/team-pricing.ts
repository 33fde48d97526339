import type { PaidPlan } from './plans';

/**
 * Issue 26 item 2: the team plan. One Stripe subscription per team whose
 * quantity is its seats, on one per-seat yearly price with volume tiers
 * (`billing_scheme: tiered`, `tiers_mode: volume`): the tier the whole
 * quantity falls in prices every seat, so 5 seats cost 5 × the 5–9 price.
 * The Stripe price must be created with exactly these tiers (infra/README.md);
 * the pricing page and the local simulator read them from here.
 */
export interface SeatTier {
  /** Last quantity of the tier; null for the last tier (up to TEAM_SEATS_MAX). */
  readonly upTo: number | null;
  /** Cents per seat per year. */
  readonly unitAmount: number;
}

export const TEAM_SEAT_TIERS: readonly SeatTier[] = [
  { upTo: 4, unitAmount: 179_900 },
  { upTo: 9, unitAmount: 161_900 },
  { upTo: 24, unitAmount: 152_900 },
  { upTo: null, unitAmount: 143_900 },
];

/** A team plan is bought for 2 seats or more (one seat is the Annual Plan); 50 is the self-serve limit. */
export const TEAM_CHECKOUT_SEATS_MIN = 2;

/** The plan a team's subscription gives each member: the Annual Plan's access, per seat. */
export const teamPlan: Omit<PaidPlan, 'priceId'> = { tier: 'premium', planName: 'Team Plan', priceAmount: 1799, currency: 'usd', billingInterval: 'year' };

/** The tier a quantity falls in, as Stripe's volume mode picks it. */
export const seatTierOf = (quantity: number): SeatTier => TEAM_SEAT_TIERS.find((t) => t.upTo === null || quantity <= t.upTo) ?? (TEAM_SEAT_TIERS.at(-1) as SeatTier);

/** What a year of `quantity` seats costs, in cents: every seat at its tier's price (volume mode, no flat amounts). */
export const volumeAmount = (quantity: number): number => (quantity <= 0 ? 0 : quantity * seatTierOf(quantity).unitAmount);

/** The first quantity of each tier, for the pricing page. */
export const tierStarts = (): number[] => TEAM_SEAT_TIERS.map((_, i) => (i === 0 ? 1 : (TEAM_SEAT_TIERS[i - 1]?.upTo ?? 0) + 1));
