import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { pageLinks } from '../utils/page-links';

type AdminPaginationProps = { page: number; totalPages: number; disabled?: boolean; onChange: (page: number) => void };

/** Previous, up to 5 page links with ellipses, Next (spec public §2, §9); nothing for a single page. */
export function AdminPagination({ page, totalPages, disabled = false, onChange }: AdminPaginationProps) {
  const links = pageLinks(page, totalPages);
  if (links.length === 0) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-center gap-1">
      <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <ul className="flex items-center gap-1">
        {links.map((link) =>
          typeof link === 'number' ? (
            <li key={link}>
              <Button
                variant={link === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={`Page ${link}`}
                aria-current={link === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => link !== page && onChange(link)}
              >
                {link}
              </Button>
            </li>
          ) : (
            <li key={link} aria-hidden="true" className="px-1 text-slate-500 dark:text-slate-400">
              …
            </li>
          ),
        )}
      </ul>
      <Button variant="secondary" size="sm" disabled={disabled || page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
