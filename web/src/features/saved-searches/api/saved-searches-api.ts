import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as z from '@core/zod';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';

const list = z.array(z.string()).catch([]).default([]);
const text = z.string().catch('').default('');

/** The filters (and sort) a saved search keeps; arrays as JSON arrays. */
export const searchParamsSchema = z.object({
  query: text,
  specialty: list,
  skills: list,
  title: list,
  organization: list,
  education: list,
  companySize: list,
  companyRevenue: list,
  companyIndustry: list,
  city: list,
  state: text,
  skillsSearch: text,
  sortKey: z.string().nullish(),
  sortDirection: z.string().nullish(),
});
export type SavedSearchParams = z.infer<typeof searchParamsSchema>;

export const savedSearch = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), searchParams: searchParamsSchema });
export type SavedSearch = z.infer<typeof savedSearch>;

const keys = { all: ['saved-searches'] as const, mine: (userId: string | null) => ['saved-searches', userId] as const };

/** GET /api/saved-searches, newest first; only when the panel is open for a signed-in user. */
export const useSavedSearches = (enabled: boolean) => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  return useQuery({
    queryKey: keys.mine(userId),
    queryFn: ({ signal }) => api.get('/api/saved-searches', z.array(savedSearch), { signal }),
    enabled: enabled && userId !== null,
  });
};

/** POST /api/saved-searches; failures are the caller's to show. */
export const useSaveSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; searchParams: Partial<SavedSearchParams> }) => api.post('/api/saved-searches', savedSearch.or(z.unknown()), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

export const useDeleteSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/saved-searches/${encodeURIComponent(id)}`, z.unknown()),
    onSuccess: () => {
      toast.success('Search deleted', { description: 'Your saved search has been deleted.' });
      return queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: () => toast.error('Error', { description: 'Failed to delete saved search' }),
  });
};
