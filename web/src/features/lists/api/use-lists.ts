import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/errors';
import { type ListView, defaultListView, listKeys, listsApi } from './lists-api';

/** GET /api/lists for the signed-in user, newest first. */
export const useMyLists = (enabled = true) => {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  return useQuery({
    queryKey: listKeys.mine(userId),
    queryFn: ({ signal }) => listsApi.all(signal),
    enabled: enabled && userId !== null,
  });
};

/** One page of a list: `cursor` null for the first, else the previous page's nextCursor. */
export const useListDetail = (id: string | undefined, cursor: string | null, view: ListView = defaultListView) =>
  useQuery({
    queryKey: listKeys.detail(id ?? '', cursor, view),
    queryFn: ({ signal }) => listsApi.one(id ?? '', cursor, view, signal),
    enabled: Boolean(id),
  });

/** DELETE /api/lists/{id}; which item is being deleted is `variables` while pending. */
export const useDeleteList = (failure = 'Failed to delete saved list') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => listsApi.remove(id),
    onSuccess: () => {
      toast.success('List deleted', { description: 'Your saved list has been deleted.' });
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: (error) => toast.error(failure, { description: errorMessage(error, 'Could not delete list.') }),
  });
};

/** Share with the team or make private again (PATCH visibility); the index and the page show it at once. */
export const useShareList = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: 'private' | 'team') => listsApi.update(id, { visibility }),
    onSuccess: (list) => {
      toast.success(list.visibility === 'team' ? 'Shared with your team' : 'List is private again');
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: (error) => toast.error('Failed to change sharing', { description: errorMessage(error, 'An unexpected error occurred') }),
  });
};

export const useUpdateList = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; description: string }) => listsApi.update(id, body),
    onSuccess: () => {
      toast.success('List Updated', { description: 'Your changes have been saved.' });
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: (error) => toast.error('Failed to process list', { description: errorMessage(error, 'An unexpected error occurred') }),
  });
};
