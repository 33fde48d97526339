import { useEffect, useState } from 'react';
import type { SubmissionStatus } from '@core/schemas/submissions';
import { loadToasts, resumeBulkToasts } from '../utils/decision-toasts';
import { useDecisions } from './use-decisions';
import { useLoadErrorToast } from './use-load-error-toast';
import { useSubmissionPage } from './use-submissions';

/** Resume Submissions' tab, page and decisions, with the page rules of spec public §4. */
export const useResumeList = () => {
  const [status, setStatus] = useState<SubmissionStatus>('pending');
  const [page, setPage] = useState(1);
  const query = useSubmissionPage(status, page, true);
  useLoadErrorToast(query.error, loadToasts.resumes);

  const items = status === 'pending' ? (query.data?.items ?? []) : [];
  // After a decision the list reloads from page 1 (spec public §4).
  const decisions = useDecisions(items, { toasts: resumeBulkToasts, afterAction: () => setPage(1) });

  // A page that no longer exists (its rows were decided) moves back to the last one that does.
  const current = query.isPlaceholderData ? undefined : query.data;
  const lastPage = current ? Math.max(1, Math.ceil(current.total / current.pageSize)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return {
    status,
    page,
    query,
    decisions,
    changeStatus: (next: SubmissionStatus) => {
      setStatus(next);
      setPage(1);
      decisions.selection.clear();
    },
    changePage: (next: number) => {
      setPage(next);
      decisions.selection.clear();
    },
  };
};
