import { useQuery } from '@tanstack/react-query';
import * as z from '@core/zod';
import { specialtyCount } from '@core/schemas/physician';
import { api } from './api';

const specialtyCounts = z.array(specialtyCount);

/** Specialty counts, shared by search, the specialties directory and the resume form: they change only when physicians are imported, so cache 5 minutes, no refetch on focus (spec core §7). */
export const useSpecialties = () =>
  useQuery({
    queryKey: ['specialties'],
    queryFn: ({ signal }) => api.get('/api/specialties', specialtyCounts, { signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
