import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_JUMP_MAX } from '@core/schemas/physician-constants';
import { Button } from '../../../components/ui/button';
import { pageWindow } from '../utils/page-window';
import { formatCount } from '../../../lib/format-count';

type ResultsPaginationProps = {
  page: number;
  lastPage: number;
  /** `step` says the page was reached by Previous or Next, which continue from the rows on screen. */
  onChange: (page: number, step?: 'next' | 'previous') => void;
  /** False when the answer has no next cursor past the jump limit (the distance order stops there). */
  canNext?: boolean;
  /** The deepest page a page number may ask for; Next and Previous go on past it (issue 23). */
  jumpLimit?: number;
};

/**
 * Previous, a window of 5 pages with the first and last around ellipses, next;
 * only with more than one page. Past the jump limit no page number is
 * offered, and a line says so before anyone clicks.
 */
export function ResultsPagination({ page, lastPage, onChange, canNext = true, jumpLimit = PAGE_JUMP_MAX }: ResultsPaginationProps) {
  const items = pageWindow(page, lastPage, 5, jumpLimit);
  if (items.length === 0) return null;
  const deeper = lastPage > jumpLimit;
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-center gap-1">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1, 'previous')}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500 dark:text-slate-400">
              …
            </li>
          ),
        )}
      </ul>
      <Button variant="secondary" size="sm" disabled={page >= lastPage || !canNext} onClick={() => onChange(page + 1, 'next')}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      {deeper && (
        <p className="w-full text-center text-sm text-slate-600 dark:text-slate-400">
          {canNext || page < jumpLimit
            ? `Page numbers go up to ${formatCount(jumpLimit)}; use Next to go further.`
            : `Results stop at page ${formatCount(jumpLimit)} in this order; narrow the search to see others.`}
        </p>
      )}
    </nav>
  );
}
