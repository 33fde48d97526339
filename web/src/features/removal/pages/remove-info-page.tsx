import { PlaceholderPage } from '../../../components/placeholder-page';

export function RemoveInfoPage() {
  return (
    <PlaceholderPage title="Remove My Information">
      A form to request removal of your information from the directory; we email a link to confirm the request.
    </PlaceholderPage>
  );
}
