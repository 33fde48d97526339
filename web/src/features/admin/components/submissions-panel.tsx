import type { SubmissionPage, SubmissionStatus } from '@core/schemas/submissions';
import { Spinner } from '../../../components/ui/spinner';
import type { useDecisions } from '../hooks/use-decisions';
import { AdminPagination } from './admin-pagination';
import { BulkActions } from './decision-buttons';
import { SubmissionsTable } from './submissions-table';

type SubmissionsPanelProps = {
  status: SubmissionStatus;
  page: number;
  data: SubmissionPage | undefined;
  failed: boolean;
  /** Another page is loading while this one stays on screen. */
  changingPage: boolean;
  decisions: ReturnType<typeof useDecisions>;
  onPage: (page: number) => void;
};

const muted = 'py-10 text-center text-slate-600 dark:text-slate-400';

/** One tab of Resume Submissions: selection bar (pending), table or empty text, pagination. */
export function SubmissionsPanel({ status, page, data, failed, changingPage, decisions, onPage }: SubmissionsPanelProps) {
  if (!data)
    return failed ? (
      <p className={muted}>Could not load resume submissions.</p>
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label="Loading submissions" className="size-8" />
      </div>
    );

  const { selection, busy, bulkRunning, decide, decideSelected } = decisions;
  const totalPages = Math.ceil(data.total / data.pageSize);
  return (
    <div className="space-y-4">
      {status === 'pending' && data.items.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
          <p aria-live="polite" className="text-sm font-medium">
            {selection.selected.length} of {data.total} selected
          </p>
          <BulkActions disabled={busy.locked || selection.selected.length === 0} running={bulkRunning} onDecide={decideSelected} />
        </div>
      )}
      {data.items.length > 0 ? (
        <SubmissionsTable status={status} items={data.items} selection={selection} busy={busy} onDecide={decide} />
      ) : (
        <p className={muted}>{page > 1 ? 'No submissions on this page. Try another page.' : `No ${status} submissions found`}</p>
      )}
      <AdminPagination page={page} totalPages={totalPages} disabled={changingPage || busy.locked} onChange={onPage} />
    </div>
  );
}
