import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type ResultsPaginationProps = {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
};

/** Previous / next for now; the numbered window with ellipses comes with the full search page. */
export function ResultsPagination({ page, lastPage, onChange }: ResultsPaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Page {page} of {lastPage}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
