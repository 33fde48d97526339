import { useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '../../../lib/api';
import { useSearchRetry } from './search-retry';

/**
 * GET /api/physicians. The viewer is part of the key: a free viewer and a
 * subscriber get different rows for the same query.
 */
export const useSearchPhysicians = (query: Record<string, QueryValue>, { enabled, viewerKey }: { enabled: boolean; viewerKey: string }) => {
  const retryOptions = useSearchRetry();
  return useQuery({
    queryKey: ['physicians', viewerKey, query],
    queryFn: ({ signal }) => api.get('/api/physicians', () => import('@core/schemas/physician-search-result').then((m) => m.physicianSearchResult), { query, signal }),
    enabled,
    ...retryOptions,
  });
};
