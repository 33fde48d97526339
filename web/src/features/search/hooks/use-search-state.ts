import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { emptyFilters, parseSearchParams, type SearchFilters, type SearchState, type SortDirection, type SortKey, toSearchParams } from '../utils/search-url';

/**
 * The search lives in the URL (spec core §2): every change replaces the
 * entry (no new history), and the state is re-read whenever the URL changes.
 */
export const useSearchState = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);

  const update = useCallback(
    (change: (state: SearchState) => SearchState) =>
      setParams((prev) => toSearchParams(change(parseSearchParams(prev))), { replace: true }),
    [setParams],
  );

  /** Any filter, keyword or sort change goes back to page 1 and the results tab (spec core §4). */
  const restart = (s: SearchState): SearchState => ({ ...s, page: 1, tab: 'results' });

  const setFilters = useCallback(
    (patch: Partial<SearchFilters>) => update((s) => restart({ ...s, filters: { ...s.filters, ...patch } })),
    [update],
  );
  const clearFilters = useCallback(() => update((s) => restart({ ...s, filters: emptyFilters() })), [update]);
  const setSort = useCallback(
    (sortKey: SortKey | null, sortDirection: SortDirection) => update((s) => restart({ ...s, sortKey, sortDirection })),
    [update],
  );
  const setPage = useCallback((page: number) => update((s) => ({ ...s, page })), [update]);
  const setTab = useCallback((tab: string) => update((s) => ({ ...s, tab })), [update]);

  return { state, setFilters, clearFilters, setSort, setPage, setTab };
};
