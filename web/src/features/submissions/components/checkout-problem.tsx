import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';
import { ResultPanel } from './result-panel';

export const checkoutMessages = {
  unverified: 'Could not verify your payment. Please contact support.',
  failed: 'There was an issue processing your payment. Please contact support.',
} as const;

/** A checkout that cannot be confirmed (spec core §8), with the way to support and back to the plans. */
export function CheckoutProblem({ reason }: { reason: keyof typeof checkoutMessages }) {
  return (
    <ResultPanel
      tone="error"
      title="We could not confirm your subscription"
      actions={
        <>
          <Link to={paths.contact} className={buttonClasses()}>
            Contact Support
          </Link>
          <Link to={paths.pricing} className={buttonClasses({ variant: 'secondary' })}>
            View Plans
          </Link>
        </>
      }
    >
      <p role="alert">{checkoutMessages[reason]}</p>
    </ResultPanel>
  );
}
