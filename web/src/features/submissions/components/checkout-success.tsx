import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { planLabel } from '@core/plans';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { fairUseCopy } from '../../../lib/fair-use-copy';
import { paths } from '../../../lib/paths';
import { useSubscription } from '../../../lib/subscription/subscription-context';
import { useCheckoutResult } from '../hooks/use-checkout-result';
import { CheckoutProblem } from './checkout-problem';
import { PaymentReceived } from './payment-received';
import { ResultPanel } from './result-panel';
import { SuccessActions } from './success-actions';

/** /success?session_id=...: confirms the checkout, re-checks the subscription and says so once. */
export function CheckoutSuccess({ sessionId }: { sessionId: string }) {
  const auth = useAuth();
  const location = useLocation();
  const { check } = useSubscription();
  const { result, subscription } = useCheckoutResult(sessionId, auth.status === 'signedIn');
  const announced = useRef(false);

  useEffect(() => {
    if ((result !== 'complete' && result !== 'activating') || announced.current) return;
    announced.current = true;
    // The rest of the app reads the subscription from GET /api/me: refresh it now.
    void check();
    if (result === 'complete') {
      toast.success('Subscription Activated', { id: `subscription-activated-${sessionId}`, description: 'Welcome aboard: every search result is open to you now.' });
    }
  }, [result, check, sessionId]);

  if (auth.status === 'signedOut') {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?return_to=${encodeURIComponent(here)}`} replace />;
  }
  if (result === 'unverified' || result === 'failed') return <CheckoutProblem reason={result} />;
  if (result === 'activating') return <PaymentReceived />;
  if (result === 'checking') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <Spinner className="size-10" label="Confirming your payment" />
        <p className="text-lg text-slate-600 dark:text-slate-300">Confirming your payment...</p>
      </section>
    );
  }

  const plan = subscription ? planLabel(subscription.tier, subscription.plan_name) : 'subscription';
  return (
    <ResultPanel tone="success" title="Subscription Activated!" actions={<SuccessActions />}>
      <p>Thank you for subscribing. Your {plan} is active now.</p>
      <p>
        You now see every search result and can reveal verified emails and phone numbers, build lists and export them, up to {fairUseCopy.reveals} and{' '}
        {fairUseCopy.exports} under fair use.
      </p>
    </ResultPanel>
  );
}
