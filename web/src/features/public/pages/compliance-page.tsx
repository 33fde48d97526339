import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { TextLink } from '../components/text-link';

const sections: readonly LegalSection[] = [
  {
    id: 'ccpa',
    heading: 'California Consumer Privacy Act (CCPA)',
    body: (
      <p>
        California residents may ask us what personal information we hold about them and ask us to delete it. Physicians can see what we
        hold through <TextLink to={paths.manageProfile}>Manage My Profile</TextLink> and have their profile removed through{' '}
        <TextLink to={paths.removeInfo}>Remove My Information</TextLink>; for any other request, see Data Requests below.
      </p>
    ),
  },
  {
    id: 'gdpr',
    heading: 'General Data Protection Regulation (GDPR)',
    body: (
      <p>
        If you are in the European Union or the European Economic Area, you may ask for access to, correction of or deletion of the personal
        data we hold about you. We handle these requests in the same way and within the same time as any other data request.
      </p>
    ),
  },
  {
    id: 'can-spam',
    heading: 'CAN-SPAM Act',
    body: (
      <>
        <p>
          Subscribers who email physicians found in the directory must follow the CAN-SPAM Act. Among other things, that means messages
          must:
        </p>
        <ul>
          <li>use accurate sender information and subject lines that are not misleading;</li>
          <li>include a valid postal address and a clear way to opt out of further messages;</li>
          <li>honor opt-out requests promptly.</li>
        </ul>
        <p>
          Spam and unsolicited bulk messages are not allowed under our <TextLink to={paths.terms}>Terms of Service</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: 'ftc',
    heading: 'Federal Trade Commission (FTC)',
    body: (
      <p>
        The FTC Act prohibits unfair or deceptive practices. We aim to describe our data and service truthfully, and we expect subscribers to
        keep their recruitment outreach honest and not misleading.
      </p>
    ),
  },
  {
    id: 'data-requests',
    heading: 'Data Requests',
    body: (
      <>
        <p>
          <TextLink to={paths.manageProfile}>Manage My Profile</TextLink> works right away, with no account. Enter your email address or your
          NPI and we mail a link to the email address on file for your profile (only to that address, and we give the same answer whether
          or not we hold a profile). The link works once, within 24 hours, and opens your profile for 30 minutes in that browser tab. There
          you can:
        </p>
        <ul>
          <li>see the profile fields we hold, which contact details we hold (masked, with where they came from and when they were last verified), and how many recruiters revealed or exported your details in the last 12 months;</li>
          <li>hide your email address or phone number from recruiters: from that moment no recruiter can reveal or export it, search no longer says we hold it, and you can show it again;</li>
          <li>correct your profile (title, specialty, organization, city, state and ZIP of practice, languages, license states, board certifications, graduation year): the correction applies at once, is marked as given by you, and is kept when vendor or registry data is imported again;</li>
          <li>replace a phone number (saved at once, marked as given by you and not verified) or an email address (we mail a 6-digit code to the new address; it changes only once you enter the code, within 20 minutes);</li>
          <li>
            say whether you are open to work (actively looking, open to opportunities or not looking; preferred states and metro areas,
            relocation, employment types, practice settings, when you are available, visa status, and a compensation floor that stays
            private unless you share it as a range). Nothing of it is shown until you tick the consent box; we record when you agreed and to
            which wording. Your consent lasts 180 days: we mail a reminder 30 days before it ends, and when it ends recruiters stop seeing and
            finding these details and we delete them. You can change or withdraw them at any time, with effect at once;
          </li>
          <li>
            upload a CV (a PDF or Word file of at most 5 MB, which we check by its content), replace it or delete it. It is stored privately;
            only recruiters with a paid plan can download it, under the same rules and limits as revealing your contact details, through a
            link that works for a few minutes;
          </li>
          <li>download everything shown as a JSON file;</li>
          <li>see every access to and change made on that page. Every change is logged with what it replaced, so our staff can reverse one on request or when it was not yours; a reversal shows on your page too.</li>
        </ul>
        <p>
          To have your information removed, use <TextLink to={paths.removeInfo}>Remove My Information</TextLink>: once you confirm the mailed
          link, your profiles leave the directory and our customers' lists at once, with your corrections, your open-to-work details, your CV and anything waiting for a code. For any other
          request, or if you cannot receive mail at the address on file, please <TextLink to={paths.contact}>contact us</TextLink>.
        </p>
        <p>
          Everything on Manage My Profile happens immediately and by yourself. We answer every other data request, by mail, within 30 days. We
          may ask you to confirm your email address before we act on a request.
        </p>
      </>
    ),
  },
];

export function CompliancePage() {
  return (
    <LegalPage
      title="Data Compliance"
      intro={
        <p>
          Physician Directory is built for responsible healthcare recruitment. This page sums up the privacy and marketing laws we follow and
          expect our subscribers to follow. Our <TextLink to={paths.privacy}>Privacy Policy</TextLink> describes the information we collect.
        </p>
      }
      sections={sections}
    />
  );
}
