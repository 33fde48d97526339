import { PlaceholderPage } from '../../../components/placeholder-page';

export function TermsPage() {
  return (
    <PlaceholderPage title="Terms of Service">
      The terms that govern use of the directory: healthcare recruitment only, subscription terms and governing law. Last updated May 13, 2025.
    </PlaceholderPage>
  );
}
