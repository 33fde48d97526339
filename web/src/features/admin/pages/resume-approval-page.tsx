import { type SubmissionStatus, submissionStatuses } from '@core/schemas/submissions';
import { Tabs } from '../../../components/ui/tabs';
import { AdminGate } from '../components/admin-gate';
import { SubmissionsPanel } from '../components/submissions-panel';
import { useResumeList } from '../hooks/use-resume-list';

const titles: Record<SubmissionStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** Resume Submissions: every submission by status, paged, with bulk decisions on the pending tab (spec public §2). */
function ResumeSubmissions() {
  const { status, page, query, decisions, changeStatus, changePage } = useResumeList();
  // Spec public §2: only the active tab shows its count.
  const label = (s: SubmissionStatus) => (s === status && query.data ? `${titles[s]} (${query.data.total})` : titles[s]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Resume Submissions</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Review physician resume submissions; approved ones become searchable profiles.</p>
      <div className="mt-6">
        <Tabs
          label="Submission status"
          value={status}
          onChange={changeStatus}
          items={submissionStatuses.map((s) => ({
            id: s,
            label: label(s),
            panel: (
              <SubmissionsPanel
                status={s}
                page={page}
                data={query.data}
                failed={query.isError}
                changingPage={query.isPlaceholderData}
                decisions={decisions}
                onPage={changePage}
              />
            ),
          }))}
        />
      </div>
    </section>
  );
}

export function ResumeApprovalPage() {
  return (
    <AdminGate onDenied="refuse">
      <ResumeSubmissions />
    </AdminGate>
  );
}
