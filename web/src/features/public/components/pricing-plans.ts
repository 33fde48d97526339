import type { PlanPriceId } from '@core/plans';

export type PriceId = PlanPriceId;

/** Spec core §3 plan card inputs; the content is spec core §9 and public §9. */
export interface Plan {
  title: string;
  price: string;
  period: string;
  features: readonly string[];
  highlighted: boolean;
  badge?: string;
  savings?: string;
  buttonText: string;
  priceId: PriceId;
}

const monthlyFeatures = [
  'Unlimited searches across all specialties',
  'Unlimited exports (CSV, Excel, PDF)',
  'Personal emails and phone numbers',
  'Verified contact information',
  '37 searchable parameters per physician',
  'All 18 medical specialties',
  'Monthly contact verification updates',
  'No long-term contracts',
  'Priority email support',
] as const;

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
    features: [...monthlyFeatures, 'Volume discount for medical groups', 'Premium support with 24-hour response time'],
    highlighted: true,
    badge: 'BEST VALUE',
    savings: 'Save $589 with annual plan',
    buttonText: 'Subscribe Annually',
    priceId: 'price_annual',
  },
];
