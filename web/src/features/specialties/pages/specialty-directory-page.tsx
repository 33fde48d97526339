import { PlaceholderPage } from '../../../components/placeholder-page';

export function SpecialtyDirectoryPage() {
  return (
    <PlaceholderPage title="Specialty Directory">
      Up to 25 physicians of this specialty with the total count, a breadcrumb back to the specialties directory and an Advanced Search link that opens the search pre-filtered to this specialty.
    </PlaceholderPage>
  );
}
