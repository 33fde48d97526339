import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api, type QueryValue } from '../../../lib/api';
import { apiQueryOf, type SearchFilters } from '../utils/search-url';
import { useSearchRetry } from './search-retry';

/** Like the filter text boxes: counts follow a pause in changes, not each keystroke or click. */
export const FACETS_DEBOUNCE_MS = 300;

const specialtyCounts = () => import('../../../lib/specialty-counts').then((m) => m.specialtyCounts);

/**
 * The search's filters as GET /api/specialties takes them. The specialty
 * filter is left out: the server does not count it against itself, so
 * ticking a specialty neither refetches nor changes a cached answer.
 */
export const facetQueryOf = (filters: SearchFilters): Record<string, QueryValue> =>
  apiQueryOf({ filters: { ...filters, specialty: [], specialtyExact: [] }, page: 1, sortKey: null, sortDirection: 'asc', tab: 'results' }, false);

const useDebounced = <T>(value: T, key: string): T => {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), FACETS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, value, settled.key]);
  return settled.value;
};

/**
 * Specialty counts under the current search (issue 15): one request per
 * filter set, cached by it; while the next set's counts load the last ones
 * stay (`isPlaceholderData`). Without filters it is the whole-directory
 * answer, shared with `useSpecialties`. The results never wait for it.
 */
export const useSpecialtyFacets = (filters: SearchFilters) => {
  const query = useMemo(() => facetQueryOf(filters), [filters]);
  const settled = useDebounced(query, JSON.stringify(query));
  const filtered = Object.keys(settled).length > 0;
  const retryOptions = useSearchRetry();

  return useQuery({
    queryKey: filtered ? ['specialties', settled] : ['specialties'],
    queryFn: ({ signal }) => api.get('/api/specialties', specialtyCounts, { ...(filtered ? { query: settled } : {}), signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    ...retryOptions,
  });
};
