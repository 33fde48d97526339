import { PlaceholderPage } from '../../../components/placeholder-page';

export function AboutPage() {
  return (
    <PlaceholderPage title="About Us">
      Our mission and what sets us apart (verified contact data, advanced search, dedicated support), with links to start a free trial or view pricing.
    </PlaceholderPage>
  );
}
