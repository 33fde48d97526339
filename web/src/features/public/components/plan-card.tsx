import { Check, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DemoTooltip } from '../../../components/demo/demo-tooltip';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import type { Plan } from './pricing-plans';

type PlanCardProps = {
  plan: Plan;
  current: boolean;
  /** This plan's checkout session is being created. */
  processing: boolean;
  /** Another plan's checkout is being created: one at a time. */
  busy: boolean;
  demo: boolean;
  onSelect: () => void;
};

function PlanButton({ plan, current, processing, busy, demo, onSelect }: PlanCardProps) {
  const variant = plan.highlighted ? 'primary' : 'secondary';
  if (current) {
    return (
      <Button variant={variant} size="lg" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  if (demo) {
    return (
      <DemoTooltip variant="subscription" className="flex w-full">
        {(tip) => (
          <Button variant={variant} size="lg" className="w-full cursor-not-allowed opacity-50" aria-disabled="true" {...tip}>
            {plan.buttonText}
          </Button>
        )}
      </DemoTooltip>
    );
  }
  return (
    <Button variant={variant} size="lg" className="w-full" disabled={processing || busy} aria-busy={processing} onClick={onSelect}>
      {processing && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      {processing ? 'Processing...' : plan.buttonText}
    </Button>
  );
}

/** One plan (spec core §3 plan card): price, features, savings, and the way to subscribe. */
export function PlanCard(props: PlanCardProps) {
  const { plan, current } = props;
  const titleId = useId();
  const ring = plan.highlighted ? 'border-blue-600 ring-2 ring-blue-600/20' : 'border-slate-200 dark:border-slate-800';

  return (
    <article aria-labelledby={titleId} data-price-id={plan.priceId} className={`relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm dark:bg-slate-900 ${ring}`}>
      <div className="absolute -top-3 left-1/2 flex -translate-x-1/2 gap-2">
        {plan.badge && <span className="rounded-full bg-blue-600 px-3 py-1 text-xs font-bold tracking-wide text-white">{plan.badge}</span>}
        {current && <span className="rounded-full bg-emerald-600 px-3 py-1 text-xs font-bold tracking-wide text-white">YOUR CURRENT PLAN</span>}
      </div>
      <h2 id={titleId} className="text-xl font-semibold">
        {plan.title}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
        <span className="text-slate-500 dark:text-slate-400">/{plan.period}</span>
      </p>
      {plan.savings && <p className="mt-2 text-sm font-semibold text-emerald-700 dark:text-emerald-400">{plan.savings}</p>}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {plan.priceId === 'price_annual' ? (
          <Link to={paths.moneyBackGuarantee} className="font-medium text-blue-700 hover:underline dark:text-blue-300">
            30-day money-back guarantee
          </Link>
        ) : (
          'Cancel anytime, no commitment'
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature.text} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-600 dark:text-blue-400" />
            <span>
              {feature.text}
              {feature.note && <span className="block text-xs text-slate-600 dark:text-slate-400">{feature.note}</span>}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <PlanButton {...props} />
      </div>
    </article>
  );
}
