import { PlaceholderPage } from '../../../components/placeholder-page';

export function MoneyBackGuaranteePage() {
  return (
    <PlaceholderPage title="30-Day Money Back Guarantee">
      The conditions of our 30-day money-back guarantee: when it applies, what voids it and how refunds are reviewed and paid.
    </PlaceholderPage>
  );
}
