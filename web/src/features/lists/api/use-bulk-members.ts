import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListBulkRequest } from '@core/schemas/list-bulk';
import { MEMBER_STATUS_LABELS } from '@core/schemas/list-pipeline';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast/toast';
import { type BulkResult, listKeys, listsApi } from './lists-api';
import { formatCount } from '../../../lib/format-count';

const physicians = (n: number) => `${formatCount(n)} physician${n === 1 ? '' : 's'}`;

export type BulkInput = ListBulkRequest & { targetName?: string };

/** The toast's words for what the server did: every count it answers that is not zero. */
export const bulkSummary = (r: BulkResult, input: BulkInput, listName: string): { title: string; description: string } => {
  const target = input.targetName ?? 'the other list';
  const title = {
    status: `Status set to ${input.status ? MEMBER_STATUS_LABELS[input.status] : ''}`,
    move: `Moved ${physicians(r.changed + r.unchanged)} to ${target}`,
    copy: `Copied ${physicians(r.changed)} to ${target}`,
    remove: `Removed ${physicians(r.changed)} from ${listName}`,
  }[r.action];
  const parts = [
    r.action === 'status' ? `${physicians(r.changed)} updated` : '',
    r.unchanged ? (r.action === 'status' ? `${physicians(r.unchanged)} already had it` : `${physicians(r.unchanged)} already in ${target}`) : '',
    r.overLimit ? `${physicians(r.overLimit)} not ${r.action === 'move' ? 'moved' : 'copied'}: ${target} is full` : '',
    r.notMember ? `${physicians(r.notMember)} no longer on the list` : '',
  ].filter(Boolean);
  return { title, description: parts.join('; ') };
};

/** POST /api/lists/{id}/physicians/bulk, then every list view is read again (counts, filters, marks). */
export const useBulkMembers = (listId: string, listName: string, onDone: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ targetName: _name, ...body }: BulkInput) => listsApi.bulk(listId, body),
    onSuccess: (result, input) => {
      const { title, description } = bulkSummary(result, input, listName);
      toast.success(title, description ? { description } : undefined);
      onDone();
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: (error) => {
      toast.error('Failed to process list', { description: errorMessage(error, 'An unexpected error occurred') });
      return queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
};
