import { ResultPanel } from './result-panel';
import { SuccessActions } from './success-actions';

/** Stripe says paid, but our record of the subscription has not caught up yet (a late webhook). */
export function PaymentReceived() {
  return (
    <ResultPanel tone="success" title="Payment Received" actions={<SuccessActions />}>
      <p>Thank you for subscribing. Your payment went through and your subscription is being activated: this usually takes a minute.</p>
      <p>If your account still shows no active subscription in a few minutes, please contact support.</p>
    </ResultPanel>
  );
}
