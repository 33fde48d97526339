import { Loader2 } from 'lucide-react';

export function Spinner({ label = 'Loading', className = 'size-6' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={`animate-spin text-blue-600 ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The protected-route and lazy-page wait: a spinner centred in the content area. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
