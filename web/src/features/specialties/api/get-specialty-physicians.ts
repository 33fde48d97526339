import { useQuery } from '@tanstack/react-query';
import { physicianSearchResult } from '@core/schemas/physician-search-result';
import { api } from '../../../lib/api';

/** The first page of GET /api/physicians?specialtyExact=NAME: exactly the specialty its card counted. */
export const useSpecialtyPhysicians = (name: string, { enabled, viewerKey }: { enabled: boolean; viewerKey: string }) =>
  useQuery({
    queryKey: ['physicians', viewerKey, { specialtyExact: name }],
    queryFn: ({ signal }) => api.get('/api/physicians', physicianSearchResult, { query: { specialtyExact: name }, signal }),
    enabled: enabled && name !== '',
  });
