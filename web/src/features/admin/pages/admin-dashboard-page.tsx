import { PlaceholderPage } from '../../../components/placeholder-page';

export function AdminDashboardPage() {
  return (
    <PlaceholderPage title="Admin Dashboard">
      Pending physician profile submissions in a table, to approve or reject one at a time or in bulk.
    </PlaceholderPage>
  );
}
