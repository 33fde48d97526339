import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { specialtyCount } from '@core/schemas/physician';
import { api } from '../../../lib/api';

const specialtyCounts = z.array(specialtyCount);

/** Same key as the search's own copy, so the two share one cache entry: 5 minutes, no refetch on focus (spec core §7). */
export const useSpecialties = () =>
  useQuery({
    queryKey: ['specialties'],
    queryFn: ({ signal }) => api.get('/api/specialties', specialtyCounts, { signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
