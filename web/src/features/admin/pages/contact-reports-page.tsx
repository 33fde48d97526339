import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast/toast';
import { AdminGate } from '../components/admin-gate';
import { ContactReportsTable } from '../components/contact-reports-table';
import { type PendingVerdict, VerdictConfirmDialog } from '../components/verdict-confirm-dialog';
import { VerdictHistoryDialog } from '../components/verdict-history-dialog';
import { useContactReports, useContactVerdict } from '../hooks/use-contact-reports';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';

const loadFailed = () => toast.error('Failed to load contact reports', { description: 'Please try again.' });

/** Issue 17: recruiters' bad-contact reports, newest first, and the admin's verdict per field. */
function ContactReports() {
  const reports = useContactReports();
  const verdict = useContactVerdict();
  const [pending, setPending] = useState<PendingVerdict | null>(null);
  const [historyOf, setHistoryOf] = useState<{ id: string; name: string } | null>(null);
  useLoadErrorToast(reports.query.error, loadFailed);
  const data = reports.query.data;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Contact Reports</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Mark invalid hides the field from reveals and exports until it is re-verified; Re-verified dates it today. Both ask first, close the field's open reports and are kept in the physician's verdict history.{' '}
        <Link to={paths.profileChanges} className="font-medium text-blue-700 underline dark:text-blue-300">
          Physicians' own changes
        </Link>{' '}
        (corrections, replacements, hidden fields) can be reverted there.
      </p>
      <div className="mt-6">
        {data ? (
          <ContactReportsTable
            rows={data.items}
            busy={verdict.isPending}
            onVerdict={(row, status) => setPending({ row, status })}
            onHistory={(row) => setHistoryOf({ id: row.physicianId, name: row.physicianName ?? 'Removed physician' })}
          />
        ) : reports.query.isError ? (
          <p className="py-8 text-center text-slate-600 dark:text-slate-400">There was a problem loading the reports.</p>
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading contact reports" className="size-8" />
          </div>
        )}
      </div>
      {(reports.hasPrevious || reports.hasNext) && (
        <nav aria-label="Pagination" className="mt-6 flex items-center justify-center gap-2">
          <Button variant="secondary" size="sm" disabled={!reports.hasPrevious || reports.query.isFetching} onClick={reports.previous}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <span className="text-sm">Page {reports.page}</span>
          <Button variant="secondary" size="sm" disabled={!reports.hasNext || reports.query.isFetching} onClick={reports.next}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      )}
      <VerdictConfirmDialog
        pending={pending}
        saving={verdict.isPending}
        onCancel={() => setPending(null)}
        onConfirm={({ row, status }) => verdict.mutate({ physicianId: row.physicianId, field: row.field, status }, { onSettled: () => setPending(null) })}
      />
      <VerdictHistoryDialog physician={historyOf} onClose={() => setHistoryOf(null)} />
    </section>
  );
}

export function ContactReportsPage() {
  return (
    <AdminGate onDenied="refuse">
      <ContactReports />
    </AdminGate>
  );
}
