import { useQuery } from '@tanstack/react-query';
import { physicianSearchResult } from '@core/schemas/physician';
import { api } from '../../../lib/api';

/** The first page of GET /api/physicians?specialty=NAME (the API matches specialties by "contains"). */
export const useSpecialtyPhysicians = (name: string, { enabled, viewerKey }: { enabled: boolean; viewerKey: string }) =>
  useQuery({
    queryKey: ['physicians', viewerKey, { specialty: name }],
    queryFn: ({ signal }) => api.get('/api/physicians', physicianSearchResult, { query: { specialty: name }, signal }),
    enabled: enabled && name !== '',
  });
