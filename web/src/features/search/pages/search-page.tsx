import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { pageFrom, searchQueryFrom, useSearchPhysicians } from '../api/search-physicians';
import { KeywordInput } from '../components/keyword-input';
import { PhysicianCard } from '../components/physician-card';
import { ResultsPagination } from '../components/results-pagination';
import { ResultsSkeleton } from '../components/results-skeleton';
import { SpecialtySidebar } from '../components/specialty-sidebar';

const formatCount = (n: number) => n.toLocaleString('en-US');

/** "Showing 26-50 of 1,234 results". */
const showingText = (page: number, pageSize: number, count: number, total: number): string => {
  const from = (page - 1) * pageSize + 1;
  return `Showing ${formatCount(from)}-${formatCount(from + count - 1)} of ${formatCount(total)} results`;
};

/**
 * The basic search: keywords, a specialty sidebar and paging, all kept in the
 * URL (replaced, not pushed). Other filter keys in the URL (from saved
 * searches or links) are passed through to the API untouched.
 */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchQueryFrom(searchParams);
  const page = pageFrom(query);
  const results = useSearchPhysicians(query);

  /** Any filter change starts again at page 1. */
  const setFilter = useCallback(
    (key: string, value: string | undefined) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setKeywords = useCallback((value: string) => setFilter('query', value), [setFilter]);

  const data = results.data;
  const lastPage = data ? (data.visibleLimit === null ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1) : 1;

  const goToPage = (target: number) => {
    if (target < 1 || target > lastPage) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (target === 1) next.delete('page');
        else next.set('page', String(target));
        return next;
      },
      { replace: true },
    );
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">Search Physicians</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <div className="order-2 lg:order-1">
          <SpecialtySidebar selected={query.specialty} onSelect={(specialty) => setFilter('specialty', specialty)} />
        </div>

        <section aria-label="Results" className="order-1 min-w-0 lg:order-2">
          <KeywordInput value={query.query ?? ''} onCommit={setKeywords} />

          <div className="mt-4">
            {results.isPending ? (
              <ResultsSkeleton />
            ) : results.isError ? (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950">
                <p className="text-red-700 dark:text-red-300">{results.error.message || 'Failed to fetch physicians. Please try again.'}</p>
                <Button variant="secondary" className="mt-4" onClick={() => void results.refetch()}>
                  Retry
                </Button>
              </div>
            ) : data && data.items.length === 0 ? (
              <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
                <p className="font-medium">No physicians found matching your criteria.</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Try adjusting your search or filters.</p>
              </div>
            ) : data ? (
              <>
                {/* Spec core §2: the header is for subscribers and admins, or when everything fits in the free view. */}
                {(data.visibleLimit === null || data.total <= data.visibleLimit) && (
                  <p className="mb-3 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                    <span>{showingText(page, data.pageSize, data.items.length, data.total)}</span>
                    {query.query && (
                      <>
                        {' '}
                        for <span className="font-medium text-slate-900 dark:text-slate-100">&ldquo;{query.query}&rdquo;</span>
                      </>
                    )}
                  </p>
                )}
                {data.visibleLimit !== null && data.total > data.visibleLimit && (
                  <p className="mb-3 rounded-md bg-blue-50 p-3 text-sm text-blue-900 dark:bg-slate-800 dark:text-blue-200">
                    <strong>Unlock all {formatCount(data.total)} results!</strong> You are viewing {data.visibleLimit} of{' '}
                    {formatCount(data.total)}.{' '}
                    <Link to={paths.pricing} className="font-medium underline">
                      See plans
                    </Link>
                  </p>
                )}
                <ul className="space-y-3">
                  {data.items.map((physician) => (
                    <li key={physician.id}>
                      <PhysicianCard physician={physician} />
                    </li>
                  ))}
                </ul>
                <ResultsPagination page={page} lastPage={lastPage} onChange={goToPage} />
              </>
            ) : null}
          </div>
        </section>
      </div>
    </div>
  );
}
