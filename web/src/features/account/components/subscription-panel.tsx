import { Link } from 'react-router-dom';
import { planLabel } from '@core/plans';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { formatDate } from '../../../lib/format-date';
import { useSubscription } from '../../../lib/subscription/subscription-context';
import { CancellationNotice } from './cancellation-notice';
import { ManageBillingButton } from './manage-billing-button';

/** 'active' reads 'Active'; Stripe's other states read as words ('past_due' → 'Past due'). */
const statusText = (status: string | undefined): string => {
  const words = (status ?? 'active').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : 'Active';
};

const intervals: Record<string, string> = { month: 'Monthly', monthly: 'Monthly', year: 'Annual', yearly: 'Annual', annual: 'Annual' };
const intervalText = (interval: string | null | undefined): string =>
  interval ? (intervals[interval.toLowerCase()] ?? statusText(interval)) : 'Not specified';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-3 text-sm">
      <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** Spec core §2 Subscription tab, for everyone but demo accounts (their tab is disabled). */
export function SubscriptionPanel() {
  const subscription = useSubscription();
  if (subscription.loading) return <Spinner label="Loading subscription" />;

  if (!subscription.isSubscribed) {
    return (
      <section aria-labelledby="subscription-title" className="space-y-3">
        <h2 id="subscription-title" className="text-lg font-semibold">
          No Active Subscription
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Subscribe to see every result, reveal verified emails and phone numbers, build lists and export your selections.
        </p>
        <Link to={paths.pricing} className={buttonClasses()}>
          View Plans
        </Link>
      </section>
    );
  }

  const { details } = subscription;
  const periodEnd = details?.current_period_end ?? null;
  const ending = periodEnd !== null && details?.cancel_at_period_end === true;
  return (
    <section aria-labelledby="subscription-title" className="space-y-4">
      <h2 id="subscription-title" className="text-lg font-semibold">
        Your subscription
      </h2>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 px-4 dark:divide-slate-800 dark:border-slate-800">
        <Detail term="Current plan" value={planLabel(subscription.tier, details?.plan_name)} />
        <Detail term="Status" value={statusText(details?.status)} />
        <Detail term="Billing interval" value={intervalText(details?.billing_interval)} />
        {periodEnd !== null && !ending && <Detail term="Renews on" value={formatDate(periodEnd)} />}
      </dl>
      {ending && <CancellationNotice endsAt={periodEnd} />}
      <ManageBillingButton variant={ending ? 'secondary' : 'primary'} />
    </section>
  );
}
