import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { TextLink } from '../components/text-link';

const sections: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    body: (
      <ul>
        <li>
          <strong>Account information:</strong> the email address and sign-in details you provide when you create an account.
        </li>
        <li>
          <strong>Billing information:</strong> payments are processed by Stripe. Card details are entered on Stripe&apos;s checkout page and
          are not stored on our servers; we keep the subscription plan and status Stripe reports to us.
        </li>
        <li>
          <strong>Usage logs:</strong> records of how the service is used, such as searches, profile views, contact reveals and exports,
          together with technical data such as timestamps.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How We Use It',
    body: (
      <p>
        We use this information to run your account and subscription, answer support requests, keep the service secure and make sure it is
        used in line with our <TextLink to={paths.terms}>Terms of Service</TextLink>.
      </p>
    ),
  },
  {
    id: 'physician-data',
    heading: 'Physician Data',
    body: (
      <>
        <p>
          The directory holds professional contact profiles of US physicians so that healthcare recruiters can reach them. Physicians can
          also send us their own profile through <TextLink to={paths.submitResume}>Submit Your Resume</TextLink>, with a CV if they wish. A
          CV is kept privately: our reviewers read it before the profile is published, then only recruiters with a paid subscription can
          download it, through the same check as contact details. A declined submission's CV is deleted, and so is the CV of a profile
          removed from the directory; a removal also deletes any resume from that email address still waiting for review, with its CV. A
          physician can replace or delete their CV at any time on Manage My Profile.
        </p>
        <p>
          If you are a physician and want your information taken out of the directory, use{' '}
          <TextLink to={paths.removeInfo}>Remove My Information</TextLink>. We email you a confirmation link; once you open it, your profile
          is removed from the directory and its search results.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: "Children's Privacy",
    body: (
      <p>
        The service is meant for professionals and is not directed to children under 13. We do not knowingly collect personal information
        from children under 13.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your Rights',
    body: (
      <p>
        Depending on where you live, you may have the right to ask what information we hold about you or to have it deleted. Our{' '}
        <TextLink to={paths.compliance}>Data Compliance</TextLink> page explains how to make such a request.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact Us',
    body: (
      <p>
        For questions about this policy or your information, please reach us through our <TextLink to={paths.contact}>Contact</TextLink>{' '}
        page.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>This policy explains what information Physician Directory collects, how we use it and the choices you have.</p>}
      sections={sections}
    />
  );
}
