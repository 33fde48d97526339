import { AlertTriangle } from 'lucide-react';

export function DemoBanner() {
  return (
    <div role="note" className="border-b border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Demo Account</strong> — this account has limited functionality: creating and saving lists, exporting data and
          viewing contact information are disabled.
        </span>
      </p>
    </div>
  );
}
