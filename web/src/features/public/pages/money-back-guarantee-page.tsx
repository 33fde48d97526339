import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { TextLink } from '../components/text-link';

const sections: readonly LegalSection[] = [
  {
    id: 'eligibility',
    heading: 'Who Is Eligible',
    body: <p>You can ask for a refund within 30 days of your first purchase.</p>,
  },
  {
    id: 'what-voids-it',
    heading: 'What Voids the Guarantee',
    body: (
      <ul>
        <li>any CSV export or other mass export of data from your account;</li>
        <li>
          any violation of our <TextLink to={paths.terms}>Terms of Service</TextLink>.
        </li>
      </ul>
    ),
  },
  {
    id: 'what-does-not',
    heading: 'What Does Not Affect It',
    body: (
      <p>
        Try the service freely: searching, viewing physician profiles and contact details, and using saved searches and lists do not void the
        guarantee.
      </p>
    ),
  },
  {
    id: 'how-to-request',
    heading: 'How to Request a Refund',
    body: (
      <p>
        Send us a refund request through our <TextLink to={paths.contact}>Contact</TextLink> page, using the email address of your account.
      </p>
    ),
  },
  {
    id: 'review-and-payout',
    heading: 'Review and Payout',
    body: (
      <p>
        We review each request within 3 business days. If it is approved, the refund is paid out within up to 10 business days.
      </p>
    ),
  },
  {
    id: 'limits',
    heading: 'Limits',
    body: <p>The guarantee is available once per customer, and refunds are granted at our discretion.</p>,
  },
];

export function MoneyBackGuaranteePage() {
  return (
    <LegalPage
      title="30-Day Money Back Guarantee"
      intro={<p>We want you to be confident in your subscription. If Physician Directory is not right for you, here is how our guarantee works.</p>}
      sections={sections}
    >
      <div className="mt-12 rounded-2xl bg-slate-100 p-8 text-center dark:bg-slate-900">
        <p className="font-semibold">Ready to get started?</p>
        <Link to={paths.pricing} className={buttonClasses({ className: 'mt-4' })}>
          View Pricing
        </Link>
      </div>
    </LegalPage>
  );
}
