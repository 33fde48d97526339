import { Link } from 'react-router-dom';
import { planOfTier } from '@core/plans';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useMe } from '../../../lib/auth/use-me';
import { paths } from '../../../lib/paths';
import { useSubscription } from '../../../lib/subscription/subscription-context';
import { PlanCard } from '../components/plan-card';
import { PricingFaq } from '../components/pricing-faq';
import { plans } from '../components/pricing-plans';
import { useCheckout } from '../hooks/use-checkout';

export function PricingPage() {
  const subscription = useSubscription();
  const me = useMe();
  const checkout = useCheckout();
  // Spec core §2: basic (and the legacy 'Monthly' tier) is the Monthly plan, premium the Annual one.
  const current = subscription.isSubscribed ? planOfTier(subscription.tier) : null;

  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">Simple, transparent pricing</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          Search 250,000+ verified physician profiles and reveal their personal emails and phone numbers. Single-user subscriptions.
        </p>
      </header>

      {subscription.loading ? (
        <PageSpinner />
      ) : (
        <>
          <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
            {plans.map((plan) => (
              <PlanCard
                key={plan.priceId}
                plan={plan}
                current={plan.priceId === current}
                processing={checkout.processing === plan.priceId}
                busy={checkout.processing !== null}
                demo={me.data?.isDemo === true}
                onSelect={() => void checkout.start(plan.priceId)}
              />
            ))}
          </div>
          <PricingFaq />
          <section aria-labelledby="custom-plans-title" className="mx-auto max-w-3xl rounded-2xl bg-slate-100 p-8 text-center dark:bg-slate-900">
            <h2 id="custom-plans-title" className="text-xl font-bold">
              Need a custom plan?
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-300">Enterprise and multi-user plans for recruitment teams and staffing companies.</p>
            <Link to={paths.contact} className={buttonClasses({ variant: 'secondary', className: 'mt-5' })}>
              Contact Sales
            </Link>
          </section>
        </>
      )}
    </div>
  );
}
