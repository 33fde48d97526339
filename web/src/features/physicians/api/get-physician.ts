import { useQuery } from '@tanstack/react-query';
import { physicianProfile } from '@core/schemas/physician-summary';
import { api } from '../../../lib/api';

/** GET /api/physicians/{id}: the public profile (never an email or a phone); 404 when absent or removed. */
export const usePhysician = (id: string) =>
  useQuery({
    queryKey: ['physician', id],
    queryFn: ({ signal }) => api.get(`/api/physicians/${encodeURIComponent(id)}`, physicianProfile, { signal }),
  });
