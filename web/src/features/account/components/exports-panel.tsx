import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format-date';
import { useExportSummary } from '../api/get-export-summary';
import { FairUseSection } from './fair-use-section';
import { formatCount } from '../../../lib/format-count';

const contacts = (count: number) => `${formatCount(count)} ${count === 1 ? 'contact' : 'contacts'}`;

/** Spec core §2: total exported contacts and the five most recent exports. */
export function ExportsPanel() {
  const summary = useExportSummary();

  if (summary.isPending) return <Spinner label="Loading export activity" />;
  if (summary.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm text-red-600 dark:text-red-400">{errorMessage(summary.error, 'Could not load your export activity.')}</p>
        <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const { totalExported, recent } = summary.data;
  return (
    <div className="space-y-8">
      <FairUseSection />
      <section aria-labelledby="exports-total-title">
        <h2 id="exports-total-title" className="text-sm font-medium text-slate-500 dark:text-slate-400">
          Total exported contacts
        </h2>
        <p className="mt-1 text-4xl font-bold tracking-tight">{formatCount(totalExported)}</p>
      </section>
      <section aria-labelledby="exports-recent-title">
        <h2 id="exports-recent-title" className="text-lg font-semibold">
          Recent export activity
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">No recent export activity</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {recent.slice(0, 5).map((entry, index) => (
              <li key={`${entry.date}-${index}`} className="flex justify-between px-4 py-3 text-sm">
                <span>{formatDate(entry.date)}</span>
                <span className="font-medium">{contacts(entry.count)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
