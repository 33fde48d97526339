import { PlaceholderPage } from '../../../components/placeholder-page';

export function UsersPage() {
  return (
    <PlaceholderPage title="User Management">
      Every user account with sign-up and last sign-in dates, subscription and exported contacts, plus totals for users, active subscriptions and exports.
    </PlaceholderPage>
  );
}
