import { Button } from '../../../components/ui/button';

/** Spec core §2: the message and a Retry. */
export function ResultsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950">
      <p className="text-red-700 dark:text-red-300">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

export function ResultsEmpty() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <p className="font-medium">No physicians found matching your criteria.</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Try adjusting your search or filters.</p>
    </div>
  );
}
