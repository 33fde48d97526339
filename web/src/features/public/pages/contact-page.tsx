import { PlaceholderPage } from '../../../components/placeholder-page';

export function ContactPage() {
  return (
    <PlaceholderPage title="Contact Us">
      A contact form (name, email, subject, message) plus our support email address and office hours, Monday to Friday 9:00 AM to 5:00 PM EST.
    </PlaceholderPage>
  );
}
