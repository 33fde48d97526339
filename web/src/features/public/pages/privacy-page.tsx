import { PlaceholderPage } from '../../../components/placeholder-page';

export function PrivacyPage() {
  return (
    <PlaceholderPage title="Privacy Policy">
      How we collect, use and protect personal information, and how to request its removal. Last updated May 13, 2025.
    </PlaceholderPage>
  );
}
