import type { PlanPriceId } from '@core/plans';
import { fairUseCopy } from '../../../lib/fair-use-copy';

export type PriceId = PlanPriceId;

/** One line of a plan card; `note` is the limit that line is held to, shown beside it. */
export interface PlanFeature {
  text: string;
  note?: string;
}

/** Spec core §3 plan card inputs; the content is spec core §9 and public §9. */
export interface Plan {
  title: string;
  price: string;
  period: string;
  features: readonly PlanFeature[];
  highlighted: boolean;
  badge?: string;
  savings?: string;
  buttonText: string;
  priceId: PriceId;
}

// The spec's lines, each unlimited one with the daily fair-use cap the API enforces beside it (issue 21).
const monthlyFeatures: readonly PlanFeature[] = [
  { text: 'Unlimited searches across all specialties' },
  { text: 'Unlimited exports (CSV, Excel, PDF)', note: `Fair use: up to ${fairUseCopy.exports}` },
  { text: 'Personal emails and phone numbers', note: `Fair use: up to ${fairUseCopy.reveals}` },
  { text: 'Verified contact information' },
  { text: '37 searchable parameters per physician' },
  { text: 'All 18 medical specialties' },
  { text: 'Monthly contact verification updates' },
  { text: 'No long-term contracts' },
  { text: 'Priority email support' },
];

export const plans: readonly Plan[] = [
  {
    title: 'Monthly',
    price: '$199',
    period: 'month',
    features: monthlyFeatures,
    highlighted: false,
    buttonText: 'Subscribe Monthly',
    priceId: 'price_monthly',
  },
  {
    title: 'Annual',
    price: '$1,799',
    period: 'year',
    features: [
      ...monthlyFeatures,
      // Select All is the one tool only Annual has (spec core §6): the card says so rather than the toolbar after purchase.
      { text: `Select All: up to ${fairUseCopy.selectAll} at once` },
      // The Team plan (FAQ, Account → Team): per seat, cheaper per seat from 5 seats (core/team-pricing.ts).
      { text: 'Team plan for medical groups: per seat, volume discount from 5 seats' },
      { text: 'Premium support with 24-hour response time' },
    ],
    highlighted: true,
    badge: 'BEST VALUE',
    savings: 'Save $589 with annual plan',
    buttonText: 'Subscribe Annually',
    priceId: 'price_annual',
  },
];
