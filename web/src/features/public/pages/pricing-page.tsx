import { PlaceholderPage } from '../../../components/placeholder-page';

export function PricingPage() {
  return (
    <PlaceholderPage title="Pricing">
      The Monthly ($199 per month) and Annual ($1,799 per year) plans with their features, your current plan, an FAQ and a Contact Sales link for custom plans.
    </PlaceholderPage>
  );
}
