import { PlaceholderPage } from '../../../components/placeholder-page';

export function PhysicianPage() {
  return (
    <PlaceholderPage title="Physician Profile">
      The physician's profile: name, title, location, professional details, education, skills and expertise, with View Email, View Phone and LinkedIn actions for subscribers and an Export Full Profile button for admins.
    </PlaceholderPage>
  );
}
