import { Spinner } from '../../../components/ui/spinner';
import { AdminGate } from '../components/admin-gate';
import { BulkActions } from '../components/decision-buttons';
import { OverviewCards } from '../components/overview-cards';
import { PendingTable } from '../components/pending-table';
import { useDecisions } from '../hooks/use-decisions';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { useSubmissionPage } from '../hooks/use-submissions';
import { dashboardBulkToasts, loadToasts } from '../utils/decision-toasts';

/** Profile Approvals: the first page of pending submissions, decided one by one or in bulk (spec public §2). */
function ProfileApprovals() {
  const pending = useSubmissionPage('pending', 1, true);
  useLoadErrorToast(pending.error, loadToasts.dashboard);
  const items = pending.data?.items ?? [];
  const { selection, busy, bulkRunning, decide, decideSelected } = useDecisions(items, { toasts: dashboardBulkToasts });

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Profile Approvals</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Approve a submission to publish it as a searchable physician profile.</p>
      <OverviewCards />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Pending Submissions ({pending.data?.total ?? 0})</h2>
        <BulkActions disabled={busy.locked || selection.selected.length === 0} running={bulkRunning} onDecide={decideSelected} />
      </div>
      <div className="mt-4">
        {pending.data ? (
          <PendingTable items={items} selection={selection} busy={busy} onDecide={decide} />
        ) : pending.isError ? (
          <p className="py-8 text-center text-slate-600 dark:text-slate-400">Failed to load submissions</p>
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading submissions" className="size-8" />
          </div>
        )}
      </div>
    </section>
  );
}

export function AdminDashboardPage() {
  return (
    <AdminGate onDenied="redirect">
      <ProfileApprovals />
    </AdminGate>
  );
}
