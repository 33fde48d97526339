import { PAGE_SIZE } from '@core/schemas/physician-constants';

/**
 * One grey card per row of a full page, so the layout does not jump when results arrive.
 * The cards are still, not pulsing: they show while the app starts, and 25 running animations
 * had the compositor draw a frame every 16 ms in that time, which took the CPU the app's start
 * needs on a slow phone (on the bench's 2 cores it was a third of it, issue 24).
 */
export function ResultsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading results...</span>
      {Array.from({ length: PAGE_SIZE }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          data-testid="physician-card-skeleton"
          className="flex gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <div className="size-12 shrink-0 rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-1/4 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        </div>
      ))}
    </div>
  );
}
