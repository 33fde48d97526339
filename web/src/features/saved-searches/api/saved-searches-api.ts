import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast/toast';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import type * as Schemas from './saved-search-schemas';
import type { SavedSearchParams } from './saved-search-schemas';
import { savedSearchBody } from '../utils/saved-search-url';

export type { AlertSetting, SavedSearch, SavedSearchParams } from './saved-search-schemas';

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
    mutationFn: ({ name, searchParams }: { name: string; searchParams: Partial<SavedSearchParams> }) =>
      api.post('/api/saved-searches', schema('saveAnswer'), { name, searchParams: savedSearchBody(searchParams) }),
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

/** PATCH /api/saved-searches/{id}/alerts: the server refuses free (402) and demo (403) accounts; the panel locks the control for them first. */
export const useSetAlerts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alerts }: { id: string; alerts: Schemas.AlertSetting }) =>
      api.patch(`/api/saved-searches/${encodeURIComponent(id)}/alerts`, schema('alertState'), { alerts }),
    onSuccess: (state) => {
      toast.success(state.alerts === 'off' ? 'Alerts off' : `${state.alerts === 'daily' ? 'Daily' : 'Weekly'} alerts on`);
      return queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: (e) => toast.error('Error', { description: e instanceof Error ? e.message : 'Failed to change alerts' }),
  });
};
