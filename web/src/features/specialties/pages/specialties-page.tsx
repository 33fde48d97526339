import { PlaceholderPage } from '../../../components/placeholder-page';

export function SpecialtiesPage() {
  return (
    <PlaceholderPage title="Medical Specialties Directory">
      A card per medical specialty showing how many physicians are available, each linking to its specialty page, and a Search All Physicians button.
    </PlaceholderPage>
  );
}
