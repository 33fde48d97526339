import { PlaceholderPage } from '../../../components/placeholder-page';

export function SuccessPage() {
  return (
    <PlaceholderPage title="Success">
      Confirms a resume submission; after a checkout it also re-checks your subscription and confirms its activation, with links to the physician directory and your account.
    </PlaceholderPage>
  );
}
