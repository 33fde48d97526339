import { PlaceholderPage } from '../../../components/placeholder-page';

export function ListDetailPage() {
  return (
    <PlaceholderPage title="Physician List">
      The physicians saved in this list, with tools to remove them and, on premium plans, to export the list as CSV.
    </PlaceholderPage>
  );
}
