import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast/toast';
import { listKeys, listsApi } from './lists-api';

type Removed = { id: string; fullName: string; listName: string };

/**
 * Undo adds the physician back with POST /api/lists/{id}/physicians: the API
 * keeps no removed members, so the row returns with today's "Added" date, not
 * the original one. A plain function, not a hook: the toast may outlive the page.
 */
const undoRemove = async (queryClient: QueryClient, listId: string, member: Removed): Promise<void> => {
  try {
    const result = await listsApi.addPhysicians(listId, [member.id]);
    if (result.added > 0 || result.alreadyInList > 0) toast.success(`${member.fullName} is back in ${member.listName}`);
    else if (result.overLimit > 0) toast.error(`Could not add ${member.fullName} back`, { description: 'The list is full.' });
    else toast.error(`Could not add ${member.fullName} back`, { description: 'The physician is no longer in the directory.' });
  } catch (error) {
    toast.error(`Could not add ${member.fullName} back`, { description: errorMessage(error, 'An unexpected error occurred') });
  } finally {
    await queryClient.invalidateQueries({ queryKey: listKeys.all });
  }
};

/** DELETE /api/lists/{id}/physicians/{physicianId}, with an Undo in the toast. */
export const useRemoveMember = (listId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: Removed) => listsApi.removePhysician(listId, member.id),
    onSuccess: (_data, member) => {
      toast.success(`Removed ${member.fullName} from ${member.listName}`, {
        action: { label: 'Undo', onClick: () => void undoRemove(queryClient, listId, member) },
      });
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: (error) => toast.error('Failed to process list', { description: errorMessage(error, 'An unexpected error occurred') }),
  });
};
