import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import type { PhysicianSummary } from '@core/schemas/physician';
import type { PhysicianSearchResult } from '@core/schemas/physician-search';
import { FREE_VISIBLE_LIMIT, PAGE_JUMP_MAX } from '@core/schemas/physician-constants';
import { FreeLimitNotice } from '../../../components/access/free-limit-notice';
import { PaywallOverlay } from '../../../components/paywall-overlay';
import { ApiError } from '../../../lib/api';
import { type CandidateMark, useCandidateMarks } from '../../../lib/candidate-marks';
import { FreeUpsell } from './free-upsell';
import { PhysicianCard } from './physician-card';
import { ResultsHeader } from './results-header';
import { ResultsPagination } from './results-pagination';
import { ResultsSkeleton } from './results-skeleton';
import { ResultsEmpty, ResultsError, ResultsRefused } from './results-state';
import type { SearchFilters } from '../utils/search-url';

type Props = {
  results: UseQueryResult<PhysicianSearchResult>;
  /** Auth or subscription still loading: nothing is fetched yet. */
  waiting: boolean;
  page: number;
  term: string;
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (id: string) => void;
  onAddOne?: (id: string) => void;
  onPage: (page: number, step?: 'next' | 'previous') => void;
  /** The table view: when given, it shows the page's rows instead of the cards. */
  renderTable?: (items: readonly PhysicianSummary[], marks: ReadonlyMap<string, CandidateMark> | undefined) => ReactNode;
  /** Words the free-limit notice above the results ("sign in and subscribe" or "subscribe"). */
  signedIn?: boolean;
  /** Why a card's Add to List is unavailable to this viewer, said on the button. */
  addOneLocked?: string;
  /** Messages of filters the API would refuse: no search is made, and none is shown. */
  refused?: readonly string[];
  /** The active filters, whose matches each card highlights. */
  filters?: SearchFilters;
};

/**
 * Cards past the first screenful are neither styled nor laid out until they
 * near the viewport (content-visibility: auto; `auto` then keeps a card's
 * real height). A page of 20 cards is about 1,600 elements, and styling them
 * all at once was the longest task after a phone's first paint (issue 24).
 * The first six are always drawn, so nothing on the first screen changes
 * size when it is shown (a layout shift), on a phone or a laptop. The
 * stand-in heights are a card's usual height at each width, so a restored
 * scroll position lands where it was before the cards are drawn.
 */
const CARDS_DRAWN_AT_ONCE = 6;
const DRAWN_WHEN_NEAR = '[content-visibility:auto] [contain-intrinsic-size:auto_20rem] sm:[contain-intrinsic-size:auto_12rem] xl:[contain-intrinsic-size:auto_8.5rem]';

/** A 400's field messages: the filter is wrong, so a retry cannot help. */
const refusedBy = (error: unknown): string[] =>
  error instanceof ApiError && error.status === 400 && error.details ? Object.values(error.details).flat() : [];

export const lastPageOf = (data: PhysicianSearchResult | undefined): number =>
  data && data.visibleLimit === null ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

/** Skeletons, error, empty, or the cards with their header, upsell and pagination (spec core §2). */
export function ResultsPanel({ results, waiting, page, term, selectedIds, onToggleSelect, onAddOne, onPage, renderTable, signedIn = false, addOneLocked, refused = [], filters }: Props) {
  // The cards render from a deferred copy of the answer: React builds a page of cards (thousands of nodes) in a
  // transition, yielding to the browser every few milliseconds, instead of in one task as the answer arrives. That
  // task was the longest of the search page's load (issue 24). Until it is built, the skeleton stays.
  const current = results.data;
  const data = useDeferredValue(current);
  // Asked once the page is here, and never waited for: the cards show without it and gain their marks when it answers.
  const marks = useCandidateMarks(current?.items.map((p) => p.id) ?? []);
  if (refused.length) return <ResultsRefused messages={refused} />;
  if (waiting || results.isPending || (current && !data)) return <ResultsSkeleton />;
  if (results.isError) {
    const invalid = refusedBy(results.error);
    if (invalid.length) return <ResultsRefused messages={invalid} />;
    // A free viewer asking for page 2 and beyond: the answer is a plan, not a retry.
    if (results.error instanceof ApiError && results.error.status === 402) return <PaywallOverlay message={results.error.message} />;
    return <ResultsError message={results.error.message || 'Failed to fetch physicians. Please try again.'} onRetry={() => void results.refetch()} />;
  }
  if (!data || data.items.length === 0) return <ResultsEmpty />;

  // Spec core §2: the header is for subscribers and admins, or when the whole result fits the free view.
  const showHeader = data.visibleLimit === null || data.total <= FREE_VISIBLE_LIMIT;
  const limited = data.visibleLimit !== null && data.total > data.visibleLimit;
  return (
    <>
      <div aria-live="polite" className="mb-3">
        {showHeader && <ResultsHeader page={page} pageSize={data.pageSize} count={data.items.length} total={data.total} term={term} />}
        {/* Said before the first card, not after the last one. */}
        {limited && <FreeLimitNotice visible={data.items.length} total={data.total} signedIn={signedIn} />}
      </div>
      {renderTable ? renderTable(data.items, marks) : (
        <ul className="space-y-2">
          {data.items.map((physician, i) => (
            <li key={physician.id} className={i < CARDS_DRAWN_AT_ONCE ? undefined : DRAWN_WHEN_NEAR}>
              <PhysicianCard
                physician={physician}
                selected={selectedIds.has(physician.id)}
                onToggleSelect={() => onToggleSelect(physician.id)}
                onAddToList={onAddOne && (() => onAddOne(physician.id))}
                addToListLocked={addOneLocked}
                mark={marks?.get(physician.id)}
                filters={filters}
              />
            </li>
          ))}
        </ul>
      )}
      {data.visibleLimit !== null && data.total > data.visibleLimit && (
        <div className="mt-6">
          <FreeUpsell visible={data.visibleLimit} total={data.total} />
        </div>
      )}
      <ResultsPagination page={page} lastPage={lastPageOf(data)} onChange={onPage} canNext={page < PAGE_JUMP_MAX || Boolean(data.nextCursor)} />
    </>
  );
}
