import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberStatus } from '@core/schemas/list-pipeline';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast/toast';
import { listKeys, listsApi } from './lists-api';

export type MemberChange = { physicianId: string; fullName: string; status?: MemberStatus; note?: string | null };

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * A 409 means another request changed the candidate at the same moment (the
 * server gave up after its own retries): one more try usually lands, a second
 * refusal is the user's to see. Jittered, so two tabs do not collide again.
 */
const retryOnceOnConflict = (failureCount: number, error: unknown): boolean => failureCount < 1 && isConflict(error);
const conflictRetryDelay = (): number => 300 + Math.random() * 400;

/** PATCH /api/lists/{id}/physicians/{physicianId}: status and/or note; the list (counts, filters, marks) is read again after. */
export const useUpdateMember = (listId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ physicianId, fullName: _name, ...body }: MemberChange) => listsApi.updateMember(listId, physicianId, body),
    retry: retryOnceOnConflict,
    retryDelay: conflictRetryDelay,
    onSuccess: (_data, change) => {
      toast.success(change.status !== undefined ? 'Status updated' : 'Note saved', { description: change.fullName });
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: (error, change) => {
      if (!isConflict(error)) return toast.error('Failed to update the candidate', { description: errorMessage(error, 'An unexpected error occurred') });
      toast.error(`${change.fullName} was changed at the same time`, {
        description: errorMessage(error, 'This candidate was changed at the same time by another request; please try again'),
      });
      // Show what the other request saved, so a new try starts from it.
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
};
