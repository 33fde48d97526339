import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { TextLink } from '../components/text-link';

const sections: readonly LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of These Terms',
    body: (
      <p>
        These Terms of Service govern your use of Physician Directory, its website and its search service. By creating an account or using
        the service you agree to them. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'service',
    heading: 'The Service',
    body: (
      <>
        <p>
          Physician Directory is a searchable database of US physician contact profiles for healthcare organizations, practices, recruitment
          agencies and staffing companies. Subscribers can search, view contact details, build lists and export records.
        </p>
        <p>
          A personal subscription is for a single user; a Team plan covers one user per paid seat, each with their own login. Keep your login
          details to yourself and let us know if you believe someone else has used your account. For more than 50 seats or enterprise needs,{' '}
          <TextLink to={paths.contact}>contact sales</TextLink> about a custom plan.
        </p>
      </>
    ),
  },
  {
    id: 'appropriate-use',
    heading: 'Appropriate Use',
    body: (
      <>
        <p>The directory may be used for healthcare recruitment only. You agree not to use it, or any data obtained from it, for:</p>
        <ul>
          <li>marketing of products or services unrelated to healthcare recruitment;</li>
          <li>harvesting, scraping or bulk copying of data beyond your own recruitment work;</li>
          <li>reselling, sublicensing or otherwise passing the data on to third parties;</li>
          <li>spam or any other unsolicited bulk messages.</li>
        </ul>
        <p>
          When you contact physicians, you are responsible for following the laws that apply to your outreach. Our{' '}
          <TextLink to={paths.compliance}>Data Compliance</TextLink> page summarizes the main ones.
        </p>
      </>
    ),
  },
  {
    id: 'subscriptions',
    heading: 'Subscriptions, Payments and Refunds',
    body: (
      <>
        <p>
          Plans and prices are listed on our <TextLink to={paths.pricing}>Pricing</TextLink> page. You can cancel at any time from Account
          Settings; your access continues until the end of the period you have paid for.
        </p>
        <p>
          Subscription fees are non-refundable, except where the law requires a refund and except as described in our{' '}
          <TextLink to={paths.moneyBackGuarantee}>30-Day Money Back Guarantee</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing Law',
    body: <p>These terms are governed by the laws of the State of California, United States.</p>,
  },
  {
    id: 'changes',
    heading: 'Changes and Questions',
    body: (
      <p>
        When we change these terms we update the date at the top of this page. If you have a question about them, please{' '}
        <TextLink to={paths.contact}>contact us</TextLink>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={<p>Please read these terms carefully. They explain what the service offers and the rules that come with it.</p>}
      sections={sections}
    />
  );
}
