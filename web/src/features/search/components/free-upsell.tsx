import { Sparkles } from 'lucide-react';
import { PaywallActions } from '../../../components/paywall-overlay';
import { formatCount } from '../../../lib/format-count';


/** Free viewers with more results than they may see (spec core §2). */
export function FreeUpsell({ visible, total }: { visible: number; total: number }) {
  return (
    <section aria-labelledby="free-upsell-title" className="rounded-lg border border-blue-200 bg-blue-50 p-6 text-center dark:border-blue-900 dark:bg-slate-900">
      <Sparkles aria-hidden="true" className="mx-auto size-6 text-blue-600 dark:text-blue-400" />
      <h2 id="free-upsell-title" className="mt-2 text-lg font-bold text-blue-950 dark:text-blue-100">
        Unlock all {formatCount(total)} results!
      </h2>
      <p className="mt-1 text-sm text-blue-900 dark:text-blue-200">
        You are viewing {visible} of {formatCount(total)} results. Subscribe to see every physician and their verified contact details.
      </p>
      <PaywallActions className="mt-4" />
    </section>
  );
}
