import { useQuery } from '@tanstack/react-query';
import { physicianSearchResult } from '@core/schemas/physician';
import { api, type QueryValue } from '../../../lib/api';

/**
 * GET /api/physicians. The viewer is part of the key: a free viewer and a
 * subscriber get different rows for the same query.
 */
export const useSearchPhysicians = (query: Record<string, QueryValue>, { enabled, viewerKey }: { enabled: boolean; viewerKey: string }) =>
  useQuery({
    queryKey: ['physicians', viewerKey, query],
    queryFn: ({ signal }) => api.get('/api/physicians', physicianSearchResult, { query, signal }),
    enabled,
  });
