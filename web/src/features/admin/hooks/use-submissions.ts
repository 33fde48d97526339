import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmissionStatus } from '@core/schemas/submissions';
import { adminApi, adminKeys, type Decision } from '../api/admin-api';
import { type BulkToasts, singleToasts } from '../utils/decision-toasts';

/** One page of submissions in one status; while another page of the same status loads, the last one stays on screen. */
export const useSubmissionPage = (status: SubmissionStatus, page: number, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.submissionPage(status, page),
    queryFn: ({ signal }) => adminApi.submissions(status, page, signal),
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });

/**
 * After any decision every admin submission list reloads (spec public §4).
 * Awaiting the reload keeps the mutation pending, so its buttons stay disabled until the new rows are in.
 */
const useReload = (onDone: () => void) => {
  const queryClient = useQueryClient();
  return async () => {
    onDone();
    // The dashboard's figures (pending, approved this week) move with it.
    await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.submissions }), queryClient.invalidateQueries({ queryKey: adminKeys.overview })]);
  };
};

/** Approve or reject one submission; `variables` tell which row is running. */
export const useDecision = (onDone: () => void) => {
  const reload = useReload(onDone);
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: Decision }) => adminApi.decide(id, action),
    onSuccess: ({ submission }, { action }) => singleToasts.done(action, `${submission.firstName} ${submission.lastName}`),
    onError: (error) => singleToasts.failed(error),
    onSettled: reload,
  });
};

/** The server decides the ids one by one and counts failures (spec public §4); each screen words the outcome its own way. */
export const useBulkDecision = (toasts: BulkToasts, onDone: () => void) => {
  const reload = useReload(onDone);
  return useMutation({
    mutationFn: ({ action, ids }: { action: Decision; ids: string[] }) => adminApi.bulk(action, ids),
    onSuccess: (result, { action }) => toasts.done(action, result),
    onError: (error, { action }) => toasts.failed(action, error),
    onSettled: reload,
  });
};
