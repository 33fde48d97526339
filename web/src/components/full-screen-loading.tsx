import { Loader2 } from 'lucide-react';

/** Shown until config and the auth session are known. */
export function FullScreenLoading() {
  return (
    <div role="status" className="fixed inset-0 flex flex-col items-center justify-center gap-4 bg-white dark:bg-slate-950">
      <Loader2 aria-hidden="true" className="size-10 animate-spin text-blue-600" />
      <p className="text-lg text-slate-600 dark:text-slate-300">Loading your experience...</p>
    </div>
  );
}
