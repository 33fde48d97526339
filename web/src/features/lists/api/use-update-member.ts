import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberStatus } from '@core/schemas/list-pipeline';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast/toast';
import { listKeys, listsApi } from './lists-api';

export type MemberChange = { physicianId: string; fullName: string; status?: MemberStatus; note?: string | null };

/** PATCH /api/lists/{id}/physicians/{physicianId}: status and/or note; the list (counts, filters, marks) is read again after. */
export const useUpdateMember = (listId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ physicianId, fullName: _name, ...body }: MemberChange) => listsApi.updateMember(listId, physicianId, body),
    onSuccess: (_data, change) => {
      toast.success(change.status !== undefined ? 'Status updated' : 'Note saved', { description: change.fullName });
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: (error) => toast.error('Failed to update the candidate', { description: errorMessage(error, 'An unexpected error occurred') }),
  });
};
