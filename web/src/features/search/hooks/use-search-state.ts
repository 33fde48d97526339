import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { emptyFilters, type FiltersChange, parseSearchParams, type SearchState, type SortDirection, type SortKey, toSearchParams } from '../utils/search-url';

const bare = (search: string) => search.replace(/^\?/, '');

/**
 * The search lives in the URL (spec core §2): every change replaces the
 * entry (no new history), and the state is re-read whenever the URL changes.
 *
 * Changes apply to the newest URL this hook asked for, not to the one the
 * last render saw: the router renders a navigation later (in a transition),
 * so a click that comes before that render would otherwise build on the old
 * URL and bring back what an earlier click (Clear All) had removed.
 */
export const useSearchState = () => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchParams(new URLSearchParams(search)), [search]);
  const rendered = useRef(bare(search));
  /** Searches sent to the router and not rendered yet, oldest first. */
  const pending = useRef<string[]>([]);

  useLayoutEffect(() => {
    const now = bare(search);
    rendered.current = now;
    const index = pending.current.lastIndexOf(now);
    // One of ours landed: those before it are superseded. Anything else (Back, a link) wins outright.
    pending.current = index >= 0 ? pending.current.slice(index + 1) : [];
  }, [search]);

  const update = useCallback(
    (change: (state: SearchState) => SearchState) => {
      const latest = pending.current.at(-1) ?? rendered.current;
      const next = toSearchParams(change(parseSearchParams(new URLSearchParams(latest)))).toString();
      if (next === latest) return;
      pending.current.push(next);
      void navigate({ pathname, search: next ? `?${next}` : '' }, { replace: true });
    },
    [navigate, pathname],
  );

  /** Any filter, keyword or sort change goes back to page 1 and the results tab (spec core §4). */
  const restart = (s: SearchState): SearchState => ({ ...s, page: 1, tab: 'results' });

  const setFilters = useCallback(
    (change: FiltersChange) =>
      update((s) => restart({ ...s, filters: { ...s.filters, ...(typeof change === 'function' ? change(s.filters) : change) } })),
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
