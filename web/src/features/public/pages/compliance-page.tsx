import { PlaceholderPage } from '../../../components/placeholder-page';

export function CompliancePage() {
  return (
    <PlaceholderPage title="Data Compliance">
      How the directory complies with CCPA, GDPR, CAN-SPAM and the FTC rules; data requests are answered within 30 days. Last updated May 13, 2025.
    </PlaceholderPage>
  );
}
