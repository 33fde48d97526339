import { PlaceholderPage } from '../../../components/placeholder-page';

export function AccountPage() {
  return (
    <PlaceholderPage title="Account Settings">
      Your profile, subscription and billing, export history and notification preferences, in tabs.
    </PlaceholderPage>
  );
}
