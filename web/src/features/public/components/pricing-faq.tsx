import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TEAM_SEAT_TIERS, tierStarts } from '@core/team-pricing';
import { TEAM_SEATS_MAX } from '@core/schemas/teams';
import { fairUseCopy } from '../../../lib/fair-use-copy';
import { paths } from '../../../lib/paths';

const linkClass = 'font-medium text-blue-700 hover:underline dark:text-blue-300';

/** The team plan's volume tiers as the Stripe price has them (core/team-pricing.ts): "1–4 seats $1,799 each, ...". */
export const seatTiersCopy = (): string =>
  TEAM_SEAT_TIERS.map((t, i) => `${tierStarts()[i]}–${t.upTo ?? TEAM_SEATS_MAX} seats $${(t.unitAmount / 100).toLocaleString('en-US')}`)
    .join(', ')
    .concat(' per seat per year');

const faqs: { question: string; answer: ReactNode }[] = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. There are no long-term contracts: cancel from Account Settings, under Subscription, with Manage Billing. Your access continues until the end of the period you have paid for, and you are not charged again.',
  },
  {
    question: 'What counts as an export?',
    answer: `Each physician record included in a file you download counts as one exported contact. Both plans export the physicians you select and whole lists, as CSV, Excel or PDF files, or laid out for import into Bullhorn or Salesforce; the Annual plan also has Select All, which picks up to ${fairUseCopy.selectAll} at once. Account Settings lists your totals. Searching, viewing profiles and revealing an email or phone number are not exports.`,
  },
  {
    question: 'Is there a daily limit?',
    answer: `Yes, a fair-use allowance on both plans: up to ${fairUseCopy.exports}, and up to ${fairUseCopy.reveals}. A reveal that finds no email or phone on file does not count. The allowance starts again at midnight UTC, and what is left today shows on the search page, on your lists and in Account Settings.`,
  },
  {
    question: 'Can I get a refund?',
    answer: (
      <>
        Your first purchase is covered by our{' '}
        <Link to={paths.moneyBackGuarantee} className={linkClass}>
          30-Day Money Back Guarantee
        </Link>
        : ask within 30 days, provided no CSV or mass export was made. We review requests within 3 business days and refund within 10
        business days.
      </>
    ),
  },
  {
    question: 'How fresh is the contact data?',
    answer:
      'Emails and phone numbers are verified every month, and profiles that physicians submit themselves are added once our team approves them.',
  },
  {
    question: 'Can my team share a subscription?',
    answer: (
      <>
        Yes, with the Team plan: one yearly subscription for the team, billed per seat with a volume discount for medical groups and
        agencies: {seatTiersCopy()}. The tier your number of seats reaches prices every seat. Every member gets the Annual plan. Buy it
        in Account Settings, under Team, invite colleagues by email, and add seats at any time: the difference for the rest of the year is
        charged at once. The owner can hand the team to an admin. For more than {TEAM_SEATS_MAX} seats or enterprise needs,{' '}
        <Link to={paths.contact} className={linkClass}>
          contact sales
        </Link>
        .
      </>
    ),
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-3xl">
      <h2 id="pricing-faq-title" className="text-center text-2xl font-bold tracking-tight">
        Frequently Asked Questions
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-5 py-4">
            <summary className="cursor-pointer list-inside font-medium marker:text-blue-600">{faq.question}</summary>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
