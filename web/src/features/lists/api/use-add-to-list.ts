import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast/toast';
import { errorMessage } from '../../../lib/errors';
import { listKeys, listsApi, type ListSummary } from './lists-api';

export type AddToListInput =
  | { mode: 'new'; name: string; description: string; physicianIds: string[] }
  | { mode: 'existing'; list: ListSummary; physicianIds: string[] };

const physicians = (n: number) => `${n} physician${n === 1 ? '' : 's'}`;

/** Creates the list when asked, then adds the physicians (spec core §2 'Add to Physician List', §8). */
export const useAddToList = (onDone: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddToListInput) => {
      const list =
        input.mode === 'new'
          ? await listsApi.create({ name: input.name.trim(), ...(input.description.trim() ? { description: input.description.trim() } : {}) })
          : input.list;
      const result = await listsApi.addPhysicians(list.id, input.physicianIds);
      return { list, result, created: input.mode === 'new' };
    },
    onSuccess: ({ list, result, created }) => {
      const already = result.alreadyInList > 0 ? ` (${physicians(result.alreadyInList)} already in the list)` : '';
      const full = result.overLimit > 0 ? ` ${physicians(result.overLimit)} not added: the list is full.` : '';
      if (created) toast.success('List Created', { description: `Created "${list.name}" with ${physicians(result.added)}.${full}` });
      else toast.success('List Updated', { description: `Added ${physicians(result.added)} to "${list.name}"${already}.${full}` });
      onDone();
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: (error) => {
      toast.error('Failed to process list', { description: errorMessage(error, 'An unexpected error occurred') });
      // A list created before the add failed should still show up.
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
};
