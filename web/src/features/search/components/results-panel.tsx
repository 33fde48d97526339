import type { UseQueryResult } from '@tanstack/react-query';
import { FREE_VISIBLE_LIMIT, type PhysicianSearchResult } from '@core/schemas/physician';
import { PaywallOverlay } from '../../../components/paywall-overlay';
import { ApiError } from '../../../lib/api';
import { FreeUpsell } from './free-upsell';
import { PhysicianCard } from './physician-card';
import { ResultsHeader } from './results-header';
import { ResultsPagination } from './results-pagination';
import { ResultsSkeleton } from './results-skeleton';
import { ResultsEmpty, ResultsError } from './results-state';

type Props = {
  results: UseQueryResult<PhysicianSearchResult>;
  /** Auth or subscription still loading: nothing is fetched yet. */
  waiting: boolean;
  page: number;
  term: string;
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (id: string) => void;
  onAddOne?: (id: string) => void;
  onPage: (page: number) => void;
};

export const lastPageOf = (data: PhysicianSearchResult | undefined): number =>
  data && data.visibleLimit === null ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

/** Skeletons, error, empty, or the cards with their header, upsell and pagination (spec core §2). */
export function ResultsPanel({ results, waiting, page, term, selectedIds, onToggleSelect, onAddOne, onPage }: Props) {
  const { data } = results;
  if (waiting || results.isPending) return <ResultsSkeleton />;
  if (results.isError) {
    // A free viewer asking for page 2 and beyond: the answer is a plan, not a retry.
    if (results.error instanceof ApiError && results.error.status === 402) return <PaywallOverlay message={results.error.message} />;
    return <ResultsError message={results.error.message || 'Failed to fetch physicians. Please try again.'} onRetry={() => void results.refetch()} />;
  }
  if (!data || data.items.length === 0) return <ResultsEmpty />;

  // Spec core §2: the header is for subscribers and admins, or when the whole result fits the free view.
  const showHeader = data.visibleLimit === null || data.total <= FREE_VISIBLE_LIMIT;
  return (
    <>
      <div aria-live="polite" className="mb-3">
        {showHeader && <ResultsHeader page={page} pageSize={data.pageSize} count={data.items.length} total={data.total} term={term} />}
      </div>
      <ul className="space-y-3">
        {data.items.map((physician) => (
          <li key={physician.id}>
            <PhysicianCard
              physician={physician}
              selected={selectedIds.has(physician.id)}
              onToggleSelect={() => onToggleSelect(physician.id)}
              onAddToList={onAddOne && (() => onAddOne(physician.id))}
            />
          </li>
        ))}
      </ul>
      {data.visibleLimit !== null && data.total > data.visibleLimit && (
        <div className="mt-6">
          <FreeUpsell visible={data.visibleLimit} total={data.total} />
        </div>
      )}
      <ResultsPagination page={page} lastPage={lastPageOf(data)} onChange={onPage} />
    </>
  );
}
