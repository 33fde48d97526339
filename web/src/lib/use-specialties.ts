import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Loaded with the request, not before: the search page's first paint needs no zod. */
const specialtyCounts = () => import('./specialty-counts').then((m) => m.specialtyCounts);

/** Specialty counts, shared by search, the specialties directory and the resume form: they change only when physicians are imported, so cache 5 minutes, no refetch on focus (spec core §7). */
export const useSpecialties = () =>
  useQuery({
    queryKey: ['specialties'],
    queryFn: ({ signal }) => api.get('/api/specialties', specialtyCounts, { signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
