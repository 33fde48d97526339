import { PlaceholderPage } from '../../../components/placeholder-page';

export function SubmitResumePage() {
  return (
    <PlaceholderPage title="Submit Your Resume">
      A form for physicians to submit their profile (name, title, specialty, contact details, education and skills) for review and inclusion in the directory.
    </PlaceholderPage>
  );
}
