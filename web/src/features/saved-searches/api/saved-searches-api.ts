import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast/toast';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import type * as Schemas from './saved-search-schemas';
import type { SavedSearchParams } from './saved-search-schemas';

export type { SavedSearch, SavedSearchParams } from './saved-search-schemas';

const schema =
  <K extends keyof typeof Schemas>(name: K) =>
  () =>
    import('./saved-search-schemas').then((m) => m[name]);

const keys = { all: ['saved-searches'] as const, mine: (userId: string | null) => ['saved-searches', userId] as const };

/** GET /api/saved-searches, newest first; only when the panel is open for a signed-in user. */
export const useSavedSearches = (enabled: boolean) => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  return useQuery({
    queryKey: keys.mine(userId),
    queryFn: ({ signal }) => api.get('/api/saved-searches', schema('savedSearches'), { signal }),
    enabled: enabled && userId !== null,
  });
};

/** POST /api/saved-searches; failures are the caller's to show. */
export const useSaveSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; searchParams: Partial<SavedSearchParams> }) => api.post('/api/saved-searches', schema('saveAnswer'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

export const useDeleteSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/saved-searches/${encodeURIComponent(id)}`, schema('nothing')),
    onSuccess: () => {
      toast.success('Search deleted', { description: 'Your saved search has been deleted.' });
      return queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: () => toast.error('Error', { description: 'Failed to delete saved search' }),
  });
};
