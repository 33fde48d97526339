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

/** A filter the API refuses (issue 21): its message and no results, never the search without it. */
export function ResultsRefused({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-center dark:border-amber-800 dark:bg-amber-950">
      <p className="font-medium text-amber-900 dark:text-amber-200">No results: fix this filter to search.</p>
      <ul className="mt-2 text-sm text-amber-900 dark:text-amber-200">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
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
