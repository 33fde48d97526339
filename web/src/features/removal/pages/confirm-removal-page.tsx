import { PlaceholderPage } from '../../../components/placeholder-page';

export function ConfirmRemovalPage() {
  return (
    <PlaceholderPage title="Confirm Removal">
      Processes the removal link from your email and tells you whether your information was removed.
    </PlaceholderPage>
  );
}
