import { RotateCcw } from 'lucide-react';
import { formatDate } from '../../../lib/format-date';
import { ManageBillingButton } from './manage-billing-button';

/**
 * A subscription cancelled at the end of its paid period: access lasts until
 * then (the Terms' promise), and the portal's Renew withdraws the
 * cancellation. Resuming goes through the portal rather than our own route:
 * Stripe shows what will be charged and when before the customer confirms.
 */
export function CancellationNotice({ endsAt }: { endsAt: string }) {
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-semibold">Cancels on {formatDate(endsAt)}</p>
      <p>You keep full access until then. Resume to keep your plan after that date.</p>
      <ManageBillingButton label="Resume subscription" icon={RotateCcw} />
    </div>
  );
}
