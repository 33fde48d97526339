import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { pageWindow } from '../utils/page-window';

type ResultsPaginationProps = {
  page: number;
  lastPage: number;
  /** `step` says the page was reached by Previous or Next, which continue from the rows on screen. */
  onChange: (page: number, step?: 'next' | 'previous') => void;
};

/** Previous, a window of 5 pages with the first and last around ellipses, next; only with more than one page. */
export function ResultsPagination({ page, lastPage, onChange }: ResultsPaginationProps) {
  const items = pageWindow(page, lastPage);
  if (items.length === 0) return null;
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
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
      </ul>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onChange(page + 1, 'next')}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
