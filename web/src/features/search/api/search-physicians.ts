import { useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '../../../lib/api';

/**
 * GET /api/physicians. The viewer is part of the key: a free viewer and a
 * subscriber get different rows for the same query.
 */
export const useSearchPhysicians = (query: Record<string, QueryValue>, { enabled, viewerKey }: { enabled: boolean; viewerKey: string }) =>
  useQuery({
    queryKey: ['physicians', viewerKey, query],
    queryFn: ({ signal }) => api.get('/api/physicians', () => import('@core/schemas/physician').then((m) => m.physicianSearchResult), { query, signal }),
    enabled,
  });
