import { PlaceholderPage } from '../../../components/placeholder-page';

export function ListsPage() {
  return (
    <PlaceholderPage title="My Physician Lists">
      Your saved physician lists with their physician counts and dates, where you can open or delete a list or start a new search to add more physicians.
    </PlaceholderPage>
  );
}
